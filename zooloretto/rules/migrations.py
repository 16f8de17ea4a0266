"""Upgrades of older save formats, one step per version.

Version 1 is the first format; a future version N adds a function
`_from_{N-1}` here and a fixture of version N-1 under tests/fixtures/.
"""


def migrate(data: dict, version: int, name: str) -> dict:
    steps = {}   # version -> function(data) -> data of version + 1
    while version in steps:
        data = steps[version](data)
        version += 1
    return data
