from a import (*)
