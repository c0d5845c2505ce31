"""The journey rule of Thebes, once: every route costs a week, the Car saves one week on journeys of
3 or more routes (two cars do not stack), a Zeppelin makes one journey free. Using the Car or the
Zeppelin is the player's choice; the state, the bots and the scene all ask these functions."""
from __future__ import annotations

from game.thebes import data as D

CAR_MIN_ROUTES = 3   # the Car helps only on journeys at least this long
CAR_SAVING = 1       # weeks it saves


def car_applies(routes: int, has_car: bool, zeppelin: bool = False) -> bool:
    """Whether driving the car would change this journey: a car held, no Zeppelin, 3+ routes."""
    return bool(has_car) and not zeppelin and routes >= CAR_MIN_ROUTES


def journey_weeks(routes: int, *, car: bool = False, zeppelin: bool = False) -> int:
    """Weeks a journey of `routes` routes costs; `car` counts only where the car applies."""
    if routes <= 0 or zeppelin:
        return 0
    if car and routes >= CAR_MIN_ROUTES:
        return routes - CAR_SAVING
    return routes


def trip_weeks(src: str, dest: str, *, has_car: bool, zeppelin: bool = False, car: bool | None = None) -> int:
    """Weeks the journey from `src` to `dest` costs on the map. `car`: drive the car (counts only
    where it applies and a car is held); None: drive it wherever it applies."""
    routes = D.DIST[src][dest]
    if car is None:
        car = car_applies(routes, has_car, zeppelin)
    return journey_weeks(routes, car=bool(car) and has_car, zeppelin=zeppelin)
