from os import
