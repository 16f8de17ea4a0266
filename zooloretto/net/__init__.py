"""Play across the network: one computer hosts a table, others join it by a code.

Host-authoritative (docs/network.md): the host's game is the only one that changes;
a joiner holds only its seat's view, sent by the host after every move. No pygame here.

    codes.py     join codes (8 unambiguous characters), seat tokens, invite text
    rules.py     each game's public rules API seen from the network: views and events
                 per seat, actions to and from JSON
    messages.py  the messages' schemas and limits: every frame checked before use
    host.py      HostCore: seats, tokens, presence, refusals, stale moves (no sockets)
    client.py    ClientCore: a joiner's side (no sockets)
    transport.py the websockets shell: one asyncio thread, queues to the frame loop
    headless.py  a host and a bot joiner without a window (`zooloretto host|join`)
    discovery.py tables on this network: one UDP query, answered only while hosting
"""
