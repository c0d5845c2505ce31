"""How-to-play pages, in our own words: per game, a few pages of a heading, 2-4 short sentences
(each shown as its own paragraph, read from two metres away) and the key of the illustration that
shows exactly what the sentences say (drawn by scenes/howto_<game>.py)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Page:
    heading: str
    lines: tuple[str, ...]
    art: str


PAGES: dict[str, list[Page]] = {
    "faras": [
        Page("The goal", (
            "A new dam will flood this ancient site. Rescue as many finds as you can before the water rises.",
            "Finds come in four kinds. The little badge in the corner tells you which.",
            "Watch out for scorpions. Sand is just sand.",
            "Each find you keep scores 1 point.",
        ), "goal"),
        Page("Lay out, then remember", (
            "The 64 tokens are shared out among you, face up.",
            "Take turns placing one at a time, anywhere on the board.",
            "Then study the board hard: when the time is up, all the tokens flip over.",
        ), "layout"),
        Page("A turn", (
            "Play one of your three cards, then dig up two tokens.",
            "Two of the same kind: keep one, the other goes to build the dam.",
            "A scorpion drags one of your finds into the dam. Anything else turns back over.",
            "Draw back up to three cards.",
        ), "turn"),
        Page("The cards", (
            "Every card bends the rules for one turn.",
            "A find card lets you keep both tokens of its kind.",
            "Others dig more, peek in secret, cure scorpions or put the leader on the spot.",
        ), "cards"),
        Page("The end", (
            "When the dam's 18th stone is laid, finish the round: it is the last.",
            "The dig also stops when 8 or fewer tokens are left after a round.",
            "Count your collection: 1 point a token. Most points wins.",
        ), "end"),
        Page("Variants", (
            "Simplified: there is no dam, and the game stops the moment only 8 tokens (or fewer) remain.",
            "Expert: no outlines on the board, and tokens creep a little each time they turn over.",
            "You can also set the memorising time, or play with collections face up.",
        ), "variants"),
    ],
    "thebes": [
        Page("The goal", (
            "It is 1901. You are rival archaeologists with a few years to make your name.",
            "Study in Europe's cities, then dig at five ancient sites for artifacts.",
            "When the last year runs out, the most points wins.",
        ), "goal"),
        Page("Time is everything", (
            "Each route you travel costs a week, and everything you do costs weeks too.",
            "Your marker moves round the time track as you spend them.",
            "Whoever is furthest behind always goes next, so one player may take several turns running.",
        ), "time"),
        Page("Collect cards", (
            "Four cards are on display, each in a city. Travel there and spend its weeks to take it.",
            "Books teach you about a site. Shovels, assistants, cars and congresses help in other ways.",
            "In Warsaw you can swap the whole display for fresh cards.",
        ), "cards"),
        Page("Digging", (
            "A dig needs that site's permit and at least one book about the place.",
            "The more you know and the longer you dig, the more tokens you draw from its bag.",
            "Artifacts are points; rubble goes back in the bag.",
            "Your permit there is used up until your next year begins.",
        ), "dig"),
        Page("Scoring", (
            "An exhibition asks for artifacts from certain sites: show them, keep them, take the card.",
            "At the end, artifacts score their value, exhibitions 4 or 5, congresses 1, 3, 6, 10...",
            "Whoever has the most books about a site earns 5 more.",
        ), "scoring"),
        Page("Good to know", (
            "A car saves a week on long trips; a zeppelin makes one trip free.",
            "A rumor counts 2 for one dig. A special permission digs without a permit.",
            "Rule options on the setup screen decide how many assistants and shovels count.",
        ), "options"),
    ],
    "artifakes": [
        Page("The goal", (
            "Two crooks, one gullible Inspector, and a stone circle full of junk.",
            "Bury your junk, then lead the Inspector to it: he hails yours as treasure and bins your rival's.",
            "First to finish the bluestone path wins.",
        ), "goal"),
        Page("Burying", (
            "Take turns burying a piece each: a disk is worth 1 point, a bar 2.",
            "Any space will do, but one space holds 5 points at most.",
            "Everything in front of you goes into the ground.",
        ), "bury"),
        Page("Walking the Inspector", (
            "You each get 5 cards. Play one to walk the Inspector, whichever way round you like.",
            "By its number: as many steps as the points on that space (you need junk there).",
            "By its colour: one step for each space of that colour holding your junk.",
            "A sun or a moon tells the two copies of a number apart; both play the same way.",
        ), "cards"),
        Page("Where he stops", (
            "Where the Inspector stops, all your junk there is hailed as a find and comes home.",
            "Your rival's junk there is exposed as fake and leaves the game.",
            "A card that cannot move him at all is dead.",
        ), "dig"),
        Page("Scoring and the end", (
            "When the hands are empty, step along the path: one step per point you found.",
            "Each dead card sends you a step back.",
            "Reach the end to win. Four dead cards running and the Inspector storms off: game over.",
        ), "score"),
        Page("Options", (
            "Ring colours: blocks of six, or a new colour on every space.",
            "Path length: 30, 45 or 60 steps for a longer game.",
            "You can also score the round in progress when the Inspector storms off.",
        ), "options"),
    ],
    "scarabya": [
        Page("The goal", (
            "Everyone digs their own site with the same twelve tiles.",
            "Fence in small areas around the scarabs: the smaller the area, the richer the find.",
            "After twelve rounds, the most points wins.",
        ), "goal"),
        Page("A round", (
            "A mission card shows this round's tile. Everyone places that shape on their own site.",
            "Your first tile must cover a centre square. Every later one touches yours along a side.",
            "Turn it and flip it as you like. If it fits anywhere, it must go down.",
        ), "round"),
        Page("Scoring", (
            "Open squares form areas. Close one off at 4 squares or fewer and you dig it.",
            "Each scarab you can still see inside scores the area's size.",
            "A scarab covered by a tile is gone for good.",
        ), "scoring"),
        Page("Modes and options", (
            "Standard: 1 to 4 players, each on their own site.",
            "Solo: cover all 24 scarabs. Duel: two of you share one site, and whoever seals an area takes it.",
            "Options: no flipping, or a random site layout.",
        ), "modes"),
    ],
}
