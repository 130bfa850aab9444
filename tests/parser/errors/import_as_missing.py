import os as
