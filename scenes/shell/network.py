"""Playing over the network from the app's own screens (net/ holds the protocol and the host).

- **Hosting** (the setup screen's "Play over the network"): `HostScene` opens a table on the app's
  own host (`App.network_host`, net/server.py's Embedded: port 8765, or any free one if that is
  taken). The setup's first person plays at this screen (or the screen only watches, the booth's
  big screen); every other person joins from another screen; computers play on this host. The
  screen shows the table's code and the addresses to dial, and each seat as it is taken; the table
  opens once every seat is taken.
- **Joining** (the menu's "Join a table"): `JoinScene` takes an address, a code and a name, dials
  in the background (the window never freezes on a slow address) and opens the table; "Watch"
  joins as an onlooker, who sees the public view only. The last seat taken here is remembered with
  its token (network.json in the data folder) so "Take my seat again" comes back to it after a
  dropped connection, a crash or a restart.

A networked table is the game's own table scene over a RemoteMatch, in the NETWORK table mode
(scenes/table/network.py).
"""
from __future__ import annotations

import re
import socket
import threading

import pygame

from game.i18n import N_, _, _n
# PORT: the app hosts on it, and a joiner dials it when none is typed
from net.protocol import PORT, clean_code, refusal_words
from scenes.base import Scene
from scenes.table.network import NETWORK, seat_status
from ui import theme
from ui.clean import NAME_MAX
from ui.widgets import Button, draw_lines, fit_lines, paper, typed

CODE_GROUP = 5             # the code is shown in groups of this many letters


# ---- addresses, codes and the remembered seat ------------------------------------------------------
def parse_address(text: str) -> str | None:
    """A typed address as the websocket URL to dial: "192.168.1.20", "host:9000" or a ws:// or
    wss:// URL; None for nothing usable."""
    text = (text or "").strip()
    if not text:
        return None
    if re.match(r"^wss?://", text):
        return text
    m = re.match(r"^\[?([A-Za-z0-9.\-:]+?)\]?(?::(\d{1,5}))?$", text)
    if not m or not m.group(1):
        return None
    host, port = m.group(1), int(m.group(2) or PORT)
    if not 0 < port < 65536:
        return None
    return f"ws://{host}:{port}"


def spaced_code(code: str) -> str:
    """A table code in groups that read aloud well: "ABCDE FGHJK"."""
    return " ".join(code[i:i + CODE_GROUP] for i in range(0, len(code), CODE_GROUP))


def lan_addresses() -> list[str]:
    """This machine's addresses others on the network can dial (best first); never empty."""
    found = []
    try:   # the address the machine would leave by (no packet is sent by a UDP connect)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.255.255.255", 1))
            found.append(s.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(info[4][0])
    except OSError:
        pass
    out = [a for i, a in enumerate(found) if a not in found[:i] and not a.startswith("127.")]
    return out or ["127.0.0.1"]


def _remembered_path():
    from ui import paths
    return paths.data_dir() / "network.json"


def remembered_seat() -> dict | None:
    """The last seat this app took at a networked table: {url, code, token, name, hosted, here}; None
    if there is none (a damaged file is set aside). `here`, at a table of this app's own host with
    several people at its screen: each of their seats' token, by seat number."""
    from ui import storage
    try:
        data = storage.read_json(_remembered_path(), "network seat")
    except storage.Damaged:
        return None
    if not isinstance(data, dict) or not all(isinstance(data.get(k), str) for k in ("url", "code", "token")):
        return None
    here = data.get("here")
    if here is not None and not (isinstance(here, dict) and here and all(
            isinstance(k, str) and k.isdigit() and isinstance(v, str) for k, v in here.items())):
        data["here"] = None     # (a damaged list of seats: the first seat is still taken up)
    return data


def remember_seat(url: str, code: str, token: str, name: str, hosted: bool = False,
                  here: dict[int, str] | None = None) -> None:
    """Keep the seat just taken (`hosted`: at a table this app's own host holds, which the app starts
    again to take it up after a restart; `here`: the tokens of all the seats played at this screen,
    when there are several)."""
    from ui import storage
    data = {"url": url, "code": code, "token": token, "name": name, "hosted": hosted}
    if here:
        data["here"] = {str(s): t for s, t in here.items()}
    try:
        storage.write_json(_remembered_path(), data)
    except OSError:
        pass    # coming back to the seat is a courtesy: the game goes on without it


def forget_seat(code: str) -> None:
    """The remembered seat is let go if it was at table `code` (closed by this app's host)."""
    last = remembered_seat()
    if last and last.get("code") == code:
        try:
            _remembered_path().unlink()
        except OSError:
            pass


def open_network_table(app, match) -> None:
    """The game's table over `match` (a RemoteMatch), in the network table mode, over the menu."""
    scene = app.build("table", match)
    scene.table_mode = NETWORK
    app.reset("menu")
    app.scenes.push(scene)
    app.toasts.drop("warn")      # ("Connecting...", "Every seat must be taken first": no longer so)


def _title(surface, text: str, w: int, h: int) -> int:
    title = theme.fit_text(text, "title", int(h * 0.07), theme.TERRACOTTA_DARK, max_w=int(w * 0.88))
    surface.blit(title, (int(w * 0.06), int(h * 0.05)))
    return int(h * 0.05) + title.get_height()


# ---- hosting -----------------------------------------------------------------------------------------
class HostScene(Scene):
    """A table opened on this app's host: its code and addresses, and its seats as they are taken."""

    def __init__(self, app, info, seats: list[dict], options: dict):
        super().__init__(app)
        self.info, self.seats, self.options = info, [dict(s) for s in seats], dict(options)
        self.people = [i for i, s in enumerate(self.seats) if s.get("kind") == "human"]
        # the seats played at this screen: the first person, or the first few (hot-seat here, behind the
        # curtain), or none (the screen only watches)
        self.here: list[int] = self.people[:1]
        self.code: str | None = None
        self.match = None
        self.problem = ""
        self.addresses: list[str] = []
        self.port = None
        self.bg = None
        self.open_button = Button(N_("Open the table"), self.open_table, style="primary", hotkey=pygame.K_RETURN,
                                  refusal=lambda: _("Opening the table...") if self.opening is not None else None)
        # the table is opened in the background (starting the host may take seconds where the network
        # is slow to answer): the thread's result, handed over under the lock, and whether Back came first
        self.opening: threading.Thread | None = None
        self.opened: dict | None = None
        self.left = False
        self._handover = threading.Lock()
        self.go_button = Button(N_("Go to the table"), self.go, style="primary", hotkey=pygame.K_RETURN,
                                refusal=lambda: None if self.ready() else _("Every seat must be taken first."))
        self.here_button = Button(self._here_word, self.cycle_here, style="secondary")
        self.drop_after = 120          # a person's seat goes to a computer this long after their connection drops
        self.drop_button = Button(self._drop_word, self.cycle_drop, style="secondary",
                                  tooltip=N_("When a player's connection drops and they do not come back"))
        self.back_button = Button(N_("Back"), self.back, style="quiet", hotkey=pygame.K_ESCAPE)

    # the seats as the host is told them
    def _kind(self, i: int) -> str:
        if self.seats[i].get("kind") == "bot":
            return "bot"
        return "local" if i in self.here else "remote"

    def _here_word(self) -> str:
        if not self.here:
            # Translators: hosting a network table: this screen only shows the game (a booth's big screen)
            return _("This screen watches")
        names = [self.seats[i]["name"] for i in self.here]
        if len(names) == 1:
            # Translators: hosting a network table: the player who plays at this screen
            return _("This screen plays {player}").format(player=names[0])
        # Translators: hosting a network table: the players who take turns at this screen ("Anna, Ben")
        return _("This screen plays {players}").format(players=", ".join(names))

    def here_choices(self) -> list[list[int]]:
        """Who may play at this screen: the first person, the first two, ... (the setup's order), or
        nobody (it only watches); the others join from other screens, and onlookers may watch."""
        return [self.people[:k] for k in range(1, len(self.people) + 1)] + [[]]

    def cycle_here(self):
        if self.code is not None or self.opening is not None:
            return
        order = self.here_choices()
        k = order.index(self.here) if self.here in order else -1
        self.here = order[(k + 1) % len(order)]
        self.app.dirty = True

    DROP_CHOICES = (60, 120, 300, None)

    def _drop_word(self) -> str:
        if self.drop_after is None:
            # Translators: hosting: a dropped player's seat waits for them however long it takes
            return _("A dropped seat waits for its player")
        # Translators: hosting: a dropped player's seat is given to a computer after {n} minutes
        return _n("A computer takes a dropped seat after {n} minute",
                  "A computer takes a dropped seat after {n} minutes", max(1, self.drop_after // 60))

    def cycle_drop(self):
        if self.code is None and self.opening is None:
            k = self.DROP_CHOICES.index(self.drop_after)
            self.drop_after = self.DROP_CHOICES[(k + 1) % len(self.DROP_CHOICES)]
            self.app.dirty = True

    def open_table(self):
        """Start the host (the first time) and set up the table, in the background; `update` shows
        the code once it is open."""
        if self.opening is not None or self.code is not None:
            return
        spec = [{"kind": self._kind(i), "name": s["name"], "level": s.get("level") or "normal",
                 "colour": s.get("colour", i)} for i, s in enumerate(self.seats)]
        game, players, options, here, drop = self.info.id, len(self.seats), dict(self.options), list(self.here), \
            self.drop_after

        def run():
            made: dict = {}
            try:
                host = made["host"] = self.app.network_host()
                made["code"] = host.create_table(game, players, options, spec, bot_after_s=drop)
                if len(here) > 1:      # several people here: the host's whole copy, hot-seat between them
                    from net.hostscreen import HostScreenMatch
                    made["match"] = HostScreenMatch(host, made["code"], here)
                elif here:
                    made["match"] = host.local_match(made["code"], here[0])
                else:
                    made["match"] = host.watch(made["code"])
            except Exception as exc:   # no network, a port refused: said, and the setup is still there
                made["problem"] = exc
            with self._handover:
                if not self.left:
                    self.opened = made
                    return
            self._close(made.get("host"), made.get("code"), made.get("match"))   # Back came first

        self.problem = ""
        self.opening = threading.Thread(target=run, name="net-host", daemon=True)
        self.opening.start()
        self.app.dirty = True

    def _opened(self, made: dict) -> None:
        """The background opening's result on the window's thread: the code and addresses shown, or
        what went wrong."""
        exc = made.get("problem")
        if exc is not None:
            self.app.log_problem(f"hosting a network table failed: {exc!r}")
            self.problem = _("The table could not be opened: {why}").format(why=getattr(exc, "strerror", None) or exc)
            self._close(made.get("host"), made.get("code"), made.get("match"))
            self.app.dirty = True
            return
        host, self.code, self.match = made["host"], made["code"], made["match"]
        self.port = host.port
        tokens = self.match.tokens       # to take the seats up again after a restart
        if self.here and tokens.get(self.here[0]):
            remember_seat(f"ws://127.0.0.1:{host.port}", self.code, tokens[self.here[0]],
                          self.seats[self.here[0]]["name"], hosted=True, here=tokens if len(tokens) > 1 else None)
        self.addresses = lan_addresses()
        self.problem = ""
        self.layout(self.size)
        self.app.dirty = True

    def status(self, i: int) -> str:
        return (seat_status(self.match, i) or "") if self.match is not None else ""

    def ready(self) -> bool:
        return self.match is not None and all(self.status(i) in ("connected", "computer")
                                              for i in range(len(self.seats)))

    def go(self):
        if self.ready():
            open_network_table(self.app, self.match)

    def back(self):
        """Back to the setup: a table opened here and never gone to is closed (anyone who joined it
        is told), not left to stand until it expires; one still opening is closed once it is."""
        with self._handover:
            self.left = True
            made, self.opened = self.opened, None
        if made:
            self._close(made.get("host"), made.get("code"), made.get("match"))
        self._close(self.app.net_host, self.code, self.match)
        self.code = self.match = None
        self.app.scenes.pop()

    def _close(self, host, code: str | None, match) -> None:
        """The table closed first (everyone is told so), then this screen's own connection to it (had
        that gone first, the others would have been told this seat dropped)."""
        if code is not None and host is not None:
            try:
                host.call(lambda: host.server.close_table(code, "host_closed"))
            except Exception as exc:     # the host is gone already: nothing stands
                self.app.log_problem(f"closing a network table failed: {exc!r}")
            forget_seat(code)
        if match is not None:
            match.close()

    def update(self, dt):
        if self.opening is not None:
            if self.opening.is_alive():
                self.app.wake_at(self.app.now() + 0.1)
                return
            self.opening = None
            with self._handover:
                made, self.opened = self.opened, None
            if made:
                self._opened(made)
        if self.match is not None:
            if self.match.notices():     # seats taken and left: the list below is drawn again
                self.app.dirty = True
            if self.match.closed is not None:
                self.problem = _("The host closed this table.")
                self.match = self.code = None
        self.app.wake_at(self.app.now() + 0.25)   # the seats are looked at four times a second

    # drawing
    def buttons(self) -> list[Button]:
        before = [self.here_button, self.drop_button, self.open_button]
        return (before if self.code is None else [self.go_button]) + [self.back_button]

    def layout(self, size):
        super().layout(size)
        w, h = size
        bh, bw = max(int(h * 0.075), 40), int(w * 0.26)
        y = h - bh - int(h * 0.05)
        self.back_button.rect = pygame.Rect(int(w * 0.06), y, int(w * 0.16), bh)
        self.open_button.rect = self.go_button.rect = pygame.Rect(w - int(w * 0.06) - bw, y, bw, bh)
        self.here_button.rect = pygame.Rect(self.back_button.rect.right + int(w * 0.03), y,
                                            self.open_button.rect.x - self.back_button.rect.right - int(w * 0.06), bh)
        self.drop_button.rect = pygame.Rect(self.here_button.rect.x, y - bh - int(h * 0.03),
                                            self.open_button.rect.right - self.here_button.rect.x, bh)

    def handle(self, event):
        for b in self.buttons():
            if b.handle(event, self.app):
                return

    def draw(self, surface):
        w, h = self.size
        paper(self, surface)
        # Translators: the hosting screen's title, {game} the game's name
        y = _title(surface, _("{game} over the network").format(game=_(self.info.title)), w, h) + int(h * 0.03)
        left, px = int(w * 0.06), max(theme.least_px(h), int(h * 0.032))
        if self.code is None:
            lines = [_("Everyone not playing at this screen plays from their own Dig Site, on this network or "
                       "over the internet: they choose Join a table on the menu."),
                     _("Opening the table...") if self.opening is not None else _("Open the table to get its code.")]
        else:
            addrs = ", ".join(self.addresses)
            lines = [_("Table code: {code}").format(code=spaced_code(self.code)),
                     # Translators: {addresses}: this machine's network addresses, {port}: the port number
                     _("Address: {addresses} (port {port})").format(addresses=addrs, port=self.port),
                     _("On another screen: Join a table, then type the address and the code.")]
        for k, line in enumerate(lines):
            big = self.code is not None and k == 0
            t = theme.fit_text(line, "title" if big else "text", int(px * (1.8 if big else 1)), theme.INK,
                               max_w=w - 2 * left, wrap=not big)
            surface.blit(t, (left, y))
            y += t.get_height() + int(px * 0.6)
        y += int(px * 0.4)
        for i, s in enumerate(self.seats):
            c = s.get("colour", i)
            theme.draw_symbol(surface, theme.player_symbol(c), (left + px // 2, y + px // 2 + 2), px // 2,
                              theme.player_colour(c))
            where = {"bot": _("computer on this host"), "local": _("at this screen"),
                     "remote": _("from another screen")}[self._kind(i)]
            status = self.status(i)
            state = {"connected": _("here"), "computer": _("ready"), "open": _("waiting to join"),
                     "waiting": _("waiting to reconnect")}.get(status, "")
            line = f"{s['name']}: {where}" + (f" · {state}" if state else "")
            t = theme.fit_line(line, "bold" if status == "connected" else "text", px,
                               theme.GOOD if status in ("connected", "computer") else theme.INK, w - 2 * left - px * 2)
            surface.blit(t, (left + px * 2, y))
            y += int(px * 1.6)
        if self.problem:
            t = theme.fit_text(self.problem, "bold", px, theme.BAD, max_w=w - 2 * left, wrap=True)
            surface.blit(t, (left, min(y + px, self.back_button.rect.y - t.get_height() - px)))
        for b in self.buttons():
            b.draw(surface)


# ---- joining -------------------------------------------------------------------------------------------
class JoinScene(Scene):
    """Address, code, name; Join (a seat) or Watch (the public view); or take the remembered seat."""
    FIELDS = ("address", "code", "name")

    def __init__(self, app):
        super().__init__(app)
        last = remembered_seat()
        self.remembered = last
        self.values = {"address": "", "code": "", "name": (last or {}).get("name") or _("Player")}
        if app.net_address:     # the address typed last in this session
            self.values["address"] = app.net_address
        elif last:
            self.values["address"] = last["url"].removeprefix("ws://").removesuffix(f":{PORT}")
        self.editing: str | None = "address" if not self.values["address"] else "code"
        self.rects: dict[str, pygame.Rect] = {}
        self.problem = ""
        self.busy: threading.Thread | None = None
        self.result = None            # (match, url, name) or an exception, from the dialling thread
        self.bg = None
        self.join_button = Button(N_("Join"), lambda: self.dial("join"), style="primary", hotkey=pygame.K_RETURN,
                                  refusal=self._dialling)
        self.watch_button = Button(N_("Watch"), lambda: self.dial("watch"), style="secondary", refusal=self._dialling,
                                   tooltip=N_("See the table as onlookers do: no hidden cards or tokens"))
        self.rejoin_button = Button(N_("Take my seat again"), lambda: self.dial("rejoin"), style="secondary",
                                    refusal=self._no_seat_to_take)
        self.back_button = Button(N_("Back"), self.back, style="quiet", hotkey=pygame.K_ESCAPE)
        self.buttons = [self.join_button, self.watch_button, self.rejoin_button, self.back_button]

    def _dialling(self) -> str | None:
        return _("Connecting...") if self.busy is not None else None

    def _no_seat_to_take(self) -> str | None:
        if self.remembered is None:
            return _("This screen has no seat at a table to go back to.")
        return self._dialling()

    def enter(self):
        pygame.key.start_text_input()

    def exit(self):
        pygame.key.stop_text_input()
        self.left = True      # a dial still under way closes what it opens (nobody will show it)

    def back(self):
        self.app.scenes.pop()

    def dial(self, how: str) -> None:
        """Connect in the background: Join takes a seat, Watch only looks, and rejoin takes the
        remembered seat up again."""
        if self.busy is not None:
            return
        if how == "rejoin":
            if not self.remembered:
                return
            url, code, name = self.remembered["url"], self.remembered["code"], self.remembered.get("name", "")
            if self.remembered.get("hosted"):     # a table of this app's own host: the host first (it
                try:                              # loads its tables from the data folder)
                    url = f"ws://127.0.0.1:{self.app.network_host().port}"
                except Exception as exc:
                    self.problem = _("The table could not be opened: {why}").format(
                        why=getattr(exc, "strerror", None) or exc)
                    return
        else:
            url, code = parse_address(self.values["address"]), clean_code(self.values["code"])
            name = self.values["name"].strip() or _("Player")
            if url is None:
                self.problem = _("Type the host's address, such as 192.168.1.20.")
                self.editing = "address"
                return
            if not code:     # (net.protocol.clean_code: ten letters and digits, any case, spaces or dashes)
                self.problem = _("Type the table's code.")
                self.editing = "code"
                return
        self.problem = ""

        def run():
            from net.remote import RemoteMatch
            try:
                if how == "join":
                    match = RemoteMatch.join(url, code, name)
                elif how == "watch":
                    match = RemoteMatch.spectate(url, code)
                elif self.remembered.get("hosted") and self.remembered.get("here"):
                    # several people at this screen: every one of their seats, hot-seat here again
                    from net.hostscreen import HostScreenMatch
                    tokens = {int(s): t for s, t in self.remembered["here"].items()}
                    match = HostScreenMatch(self.app.network_host(), code, sorted(tokens), tokens=tokens)
                else:
                    match = RemoteMatch.rejoin(url, code, self.remembered["token"])
                if getattr(self, "left", False):
                    match.close()
                    return
                self.result = (match, url, name)
            except Exception as exc:
                self.result = exc
        self.busy = threading.Thread(target=run, name="net-join", daemon=True)
        self.busy.start()
        self.app.dirty = True

    def update(self, dt):
        if self.busy is None:
            return
        if self.busy.is_alive():
            self.app.wake_at(self.app.now() + 0.1)
            return
        self.busy, result = None, self.result
        self.result = None
        if isinstance(result, Exception):
            code = getattr(result, "code", None)     # a host's refusal; none: nobody answered
            self.problem = refusal_words(code) if code else _(
                "No Dig Site host answered at that address. Check the address and that the host's port is open.")
            if code == "bad_token":
                self.remembered = None
            self.app.dirty = True
            return
        match, url, name = result
        self.app.net_address = self.values["address"]
        if match.seat is not None and getattr(match, "token", None):
            last = self.remembered or {}
            remember_seat(url, match.code, match.token, name,
                          hosted=bool(last.get("hosted")) and match.code == last.get("code"))
        open_network_table(self.app, match)

    def handle(self, event):
        for b in self.buttons:
            if b.handle(event, self.app):
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for field, rect in self.rects.items():
                if rect.collidepoint(event.pos):
                    self.editing = field
                    self.app.dirty = True
                    return
        if self.editing is None:
            return
        value = typed(self.values[self.editing], event, NAME_MAX if self.editing == "name" else 80)
        if value is not None:
            self.values[self.editing] = value
            self.app.dirty = True
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                order = self.FIELDS
                self.editing = order[(order.index(self.editing) + 1) % len(order)]
            self.app.dirty = True

    def layout(self, size):
        super().layout(size)
        w, h = size
        left = int(w * 0.06)
        fh = max(int(h * 0.07), theme.least_px(h) * 2)
        label_w = int(w * 0.22)
        y = int(h * 0.24)
        for field in self.FIELDS:
            self.rects[field] = pygame.Rect(left + label_w, y, min(int(w * 0.5), w - 2 * left - label_w), fh)
            y += fh + int(h * 0.03)
        bh = max(int(h * 0.075), 40)
        by = h - bh - int(h * 0.05)
        self.back_button.rect = pygame.Rect(left, by, int(w * 0.16), bh)
        bw = int(w * 0.2)
        self.join_button.rect = pygame.Rect(w - left - bw, by, bw, bh)
        self.watch_button.rect = pygame.Rect(self.join_button.rect.x - int(w * 0.02) - bw, by, bw, bh)
        self.rejoin_button.rect = pygame.Rect(left, y + int(h * 0.02), int(w * 0.36), bh)

    def draw(self, surface):
        w, h = self.size
        paper(self, surface)
        _title(surface, _("Join a table"), w, h)
        left, px = int(w * 0.06), max(theme.least_px(h), int(h * 0.032))
        labels = {"address": _("Host's address"), "code": _("Table code"), "name": _("Your name")}
        least = theme.least_px(h)
        for field, rect in self.rects.items():
            # a label too long for its column takes two lines rather than shrink out of reading
            # ("Adresse des Gastgebers")
            lines, lpx = fit_lines(labels[field], "bold", px, rect.x - left - px, rect.h, max(least, px * 4 // 5),
                                   most=2)
            draw_lines(surface, lines, "bold", lpx, theme.INK, (left, rect.centery))
            dialog = field == self.editing
            pygame.draw.rect(surface, (255, 250, 236) if dialog else (246, 238, 220), rect, border_radius=6)
            pygame.draw.rect(surface, theme.TERRACOTTA if dialog else theme.SAND_DARK, rect, 3 if dialog else 2,
                             border_radius=6)
            value = self.values[field] + ("|" if dialog else "")
            t = theme.fit_line(value, "text", px, theme.INK, rect.w - px)
            surface.blit(t, t.get_rect(midleft=(rect.x + px // 2, rect.centery)))
        note = _("Connecting...") if self.busy is not None else self.problem
        if self.remembered and not note:
            note = _("This screen last sat at table {code}.").format(code=spaced_code(self.remembered["code"]))
        if note:
            colour = theme.BAD if note == self.problem else theme.INK_SOFT
            t = theme.fit_text(note, "bold", px, colour, max_w=w - 2 * left, wrap=True)
            surface.blit(t, (left, self.rejoin_button.rect.bottom + px))
        for b in self.buttons:
            b.draw(surface)


