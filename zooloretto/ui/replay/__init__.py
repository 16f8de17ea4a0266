"""Replay: a saved game of either kind, move by move, on the game's own table, watched
(scene.py, registered as "replay"); its course through turns and rounds (course.py, pure),
the table hosted and only watched (watch.py), the score chart (chart.py), and "Play from
here" (practice.py)."""
