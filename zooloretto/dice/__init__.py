"""Zooloretto, the dice game (2012): the second game of this program.

Its rules live in `zooloretto.dice.rules` (pure Python, no pygame) and its
computer players in `zooloretto.dice.bots`; both have the same shape as the
board game's packages, and neither imports the board game's rules.
"""
