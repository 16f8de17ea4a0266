"""The dice game's table and results: the screens of zooloretto/dice (docs/dice.md)."""
