"""Zooloretto, the board game: its rules (pure Python, rules/) and its bots (bots/), placed
as the other games' packages are (zooloretto/dice, zooloretto/zoomaka); its screens are
zooloretto/ui/zoo."""
