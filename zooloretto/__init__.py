"""Zooloretto for the desktop."""
from .old_names import install as _keep_old_names

__version__ = "0.1.0"
_keep_old_names()          # zooloretto.rules / zooloretto.bots: see old_names.py
