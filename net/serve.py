"""The headless host: `python -m net.serve --serve --port 8765 [--host 0.0.0.0] [--max-tables N]
[--max-connections N] [--save-dir DIR] [--idle-minutes M] [--computer-after S]`.

Many tables at once in one process; one log line per table event (created, joined, a count of
moves, finished, expired), never a view or a token. With --save-dir every table is kept there after
each move and a restarted host goes on from it.
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import signal
import sys

from .protocol import PORT
from .server import Server


def parse(argv):
    ap = argparse.ArgumentParser(prog="python -m net.serve", description="Dig Site network host")
    ap.add_argument("--serve", action="store_true", help="run the host (the only thing this does)")
    ap.add_argument("--host", default="0.0.0.0", help="the address to listen on (default: every one)")
    ap.add_argument("--port", type=int, default=PORT)
    ap.add_argument("--max-tables", type=int, default=200)
    ap.add_argument("--max-connections", type=int, default=1000)
    ap.add_argument("--save-dir", default=None, help="keep every table here (a restart goes on from it)")
    ap.add_argument("--idle-minutes", type=float, default=30.0, help="close a table idle this long")
    ap.add_argument("--computer-after", type=float, default=120.0,
                    help="seconds before a dropped seat is played by a computer (negative: never)")
    return ap.parse_args(argv)


def main(argv=None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    if not args.serve:
        print("nothing to do: pass --serve", file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)
    server = Server(max_tables=args.max_tables, max_connections=args.max_connections,
                    idle_s=args.idle_minutes * 60, save_dir=args.save_dir,
                    bot_after_s=None if args.computer_after < 0 else args.computer_after)

    async def run():
        await server.start(args.host, args.port)
        # The games' modules and tables and websockets live as long as the process: loaded now and
        # kept out of the collector's full passes; and those passes come a tenth as often. Each
        # walks every table's match and stops every table meanwhile (40 to 70 ms with 50 busy
        # tables, the load tool's slowest answers); the young generations still free cycles.
        from game import registry
        registry.all_games()
        gc.freeze()
        young, middle, _full = gc.get_threshold()
        gc.set_threshold(young, middle, 100)
        logging.info("serving on %s:%s", args.host, server.port)
        print(f"PORT {server.port}", flush=True)     # for tools that start it on port 0
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(sig, stop.set)
            except (NotImplementedError, RuntimeError):
                pass
        await stop.wait()
        await server.stop()
        logging.info("stopped")
    asyncio.run(run())
    return 0


if __name__ == "__main__":
    sys.exit(main())
