"""The end-to-end harness: a real X server (Xvfb), the real app in it, real input (xdotool), and the
app's own state dump (ui/probe.py, via DIGSITE_PROBE) read back with a timeout instead of sleeps."""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOLS = {"Xvfb": "xvfb", "xdotool": "xdotool", "import": "imagemagick"}


def missing_tools() -> list[str]:
    return [f"{cmd} (package {pkg})" for cmd, pkg in TOOLS.items() if shutil.which(cmd) is None]


class XServer:
    """Xvfb on a free display: -displayfd makes the server pick the number and tell us."""

    def __init__(self, screen="1600x1200x24"):
        read_fd, write_fd = os.pipe()
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", screen, "-nolisten", "tcp", "-noreset"],
            pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        os.close(write_fd)
        number = b""
        deadline = time.monotonic() + 20
        with os.fdopen(read_fd, "rb") as pipe:
            os.set_blocking(pipe.fileno(), False)
            while not number.endswith(b"\n") and time.monotonic() < deadline:
                if self.proc.poll() is not None:
                    break
                try:
                    chunk = pipe.read()
                except BlockingIOError:
                    chunk = None
                if chunk:
                    number += chunk
                else:
                    time.sleep(0.02)
        if not number.strip().isdigit():
            self.stop()
            raise RuntimeError("Xvfb did not start (no display number reported)")
        self.display = f":{number.strip().decode()}"

    def env(self) -> dict:
        env = dict(os.environ)
        env.update(DISPLAY=self.display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        return env

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)


class AppUnderTest:
    """`python main.py --windowed --size WxH ARGS` on the X server, with its own data folder and probe."""

    def __init__(self, xserver: XServer, data_dir: Path, *args: str, size="1280x720"):
        self.x = xserver
        self.data_dir = Path(data_dir)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.probe_path = self.data_dir / "probe.json"
        self.log_path = self.data_dir / "app-output.txt"
        env = xserver.env()
        env.update(DIGSITE_DATA_DIR=str(self.data_dir), DIGSITE_PROBE=str(self.probe_path))
        self._log = open(self.log_path, "w")
        self.proc = subprocess.Popen([sys.executable, "main.py", "--windowed", "--size", size, *args], cwd=ROOT,
                                     env=env, stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True)
        self.wid = None
        first = self.wait_for(lambda p: p.get("frame", 0) >= 1, timeout=30, what="the first frame")
        self.wid = self._find_window()
        self.last = first

    # ---- the probe -----------------------------------------------------------------------------
    def probe(self) -> dict | None:
        try:
            return json.loads(self.probe_path.read_text())
        except (OSError, ValueError):
            return None

    def wait_for(self, cond, timeout=10.0, what="the condition", poll=0.02) -> dict:
        """Poll the probe until cond(probe) is true; fail with the last probe and the app's output."""
        deadline = time.monotonic() + timeout
        p = None
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"the app exited ({self.proc.returncode}) waiting for {what}:\n{self.output()}")
            p = self.probe()
            if p is not None:
                try:
                    if cond(p):
                        self.last = p
                        return p
                except (KeyError, TypeError, IndexError):
                    pass
            time.sleep(poll)
        raise AssertionError(f"timed out after {timeout} s waiting for {what}; last probe: "
                             f"{json.dumps(brief(p))}\napp output:\n{self.output()[-3000:]}")

    def after_input(self, t: float, settle=0.3) -> dict:
        """The first probe drawn after all input sent at t (and `settle` s later) was handled."""
        while time.monotonic() < t + settle:
            time.sleep(0.02)
        return self.wait_for(lambda p: p["last_input"] >= t and p["time"] >= p["last_input"], timeout=5,
                             what="a frame drawn after the input")

    def output(self) -> str:
        try:
            return self.log_path.read_text()
        except OSError:
            return ""

    # ---- input ---------------------------------------------------------------------------------
    def xdo(self, *args: str, check=True) -> str:
        out = subprocess.run(["xdotool", *args], env=self.x.env(), capture_output=True, text=True, timeout=20)
        if check and out.returncode != 0:
            raise AssertionError(f"xdotool {' '.join(args)} failed: {out.stderr}")
        return out.stdout

    def _find_window(self) -> str:
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            out = self.xdo("search", "--onlyvisible", "--pid", str(self.proc.pid), check=False).split()
            if out:
                wid = out[-1]
                self.xdo("windowmove", wid, "0", "0", check=False)
                self.xdo("windowfocus", "--sync", wid, check=False)
                return wid
            time.sleep(0.05)
        raise AssertionError("the app's window was not found on the X server")

    def move(self, x: int, y: int) -> None:
        """A real pointer warp, relative to the window."""
        self.xdo("mousemove", "--window", self.wid, str(int(x)), str(int(y)))

    def click(self, x: int, y: int, *, repeat=1, delay_ms=40, button=1) -> float:
        """Move there and press; returns the monotonic time just before the first press."""
        self.move(x, y)
        t = time.monotonic()
        self.xdo("click", "--repeat", str(repeat), "--delay", str(delay_ms), str(button))
        return t

    def click_rect(self, rect, **kw) -> float:
        x, y, w, h = rect
        return self.click(x + w // 2, y + h // 2, **kw)

    def key(self, name: str) -> float:
        t = time.monotonic()
        self.xdo("key", "--clearmodifiers", name)
        return t

    def screenshot(self, path: Path) -> Path:
        out = subprocess.run(["import", "-window", "root", str(path)], env=self.x.env(), capture_output=True,
                             text=True, timeout=30)
        if out.returncode != 0:
            raise AssertionError(f"import -window root failed: {out.stderr}")
        return path

    def stop(self):
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(5)
        self._log.close()


def brief(p: dict | None) -> dict | None:
    """A probe without the bulky parts, for failure messages."""
    if not p:
        return p
    out = {k: v for k, v in p.items() if k not in ("game", "top")}
    g = p.get("game") or {}
    out["game"] = {k: v for k, v in g.items() if k not in ("buttons", "rects", "public")}
    out["top"] = (p.get("top") or {}).get("class")
    return out


def button(p: dict, label: str, where="top") -> list[int]:
    """The rect of the button whose label starts with `label`, in the top scene (or the game)."""
    part = p.get(where) or {}
    for b in part.get("buttons", []):
        if b["label"].startswith(label):
            return b["rect"]
    raise KeyError(label)


def button_at(p: dict, attr: str, index: int = 0, where="top") -> list[int]:
    """The rect of the scene's button kept as `attr` (the index-th of a list or dict of them): found the
    same way in every language."""
    part = p.get(where) or {}
    found = [b for b in part.get("buttons", []) if b["attr"] == attr]
    if index >= len(found):
        raise KeyError(f"{attr}[{index}]")
    return found[index]["rect"]


def top_is(name: str):
    return lambda p: p["scenes"] and p["scenes"][-1] == name

