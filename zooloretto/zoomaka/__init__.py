"""Zoomaka (Worldshapers, 2018), the card game: the third game of this program.

Its rules live in `rules/` (pure Python, no pygame) and its computer players in
`bots/`; the package imports nothing of the other games (only zooloretto/common.py),
so it can move as a whole. Every printed number and unknown effect of the deck is
the program's own reconstruction (rules/deck.json, docs/zoomaka.md).
"""
