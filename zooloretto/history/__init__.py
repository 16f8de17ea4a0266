"""Every game played on this computer remembered, and what the History, Statistics and
`zooloretto history` / `zooloretto stats` show of them. Pure Python, no pygame.

    keeper.keep(path, record)      # the session's one call at each autosave: the game's file
    catalogue.scan()               # -> Catalogue: every game, newest first (an index file
                                   #    spares reading unchanged saves again)
    figures.statistics(games)      # -> per person and per bot level: games, wins, scores...

Where a game is kept: autosaves are rotated (only the newest few of all games stay), so
each game also has its own file in the history folder (paths.history_dir()), a hard link
to its newest autosave, named by the game's id (keeper.game_id). The History lists those,
the player's saves and the autosaves, one row per game (its newest file).
"""
