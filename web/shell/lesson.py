"""A guided first game ("Learn to play") as data, and where it stands.

A :class:`Lesson` is a start position (the game's position text, docs/notation.md) and a
list of :class:`Step`; each step says what to do and why, allows one move (compared with
the engine's move by its text), names the cards or spaces to point at, holds the
computer's scripted reply and the explanation shown after. The real engine plays every
move (``Session.play`` checks each one legal), the real renderer draws the table.
Each game's lesson is ``LESSON`` in the module its registry entry names
(``web/games.py``: ``web/<game>/lesson.py``; ``registry.lesson()`` imports it); ``web/shell/learn.py``
runs it on the game screen. Texts are msgids, translated when shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from web.core.vdom import Node, attrs_of


@dataclass(frozen=True)
class Step:
    """One step: ``title`` and ``text`` (what to do and why), the ``moves`` it allows, in
    order, each what one button sends (a path: its one-step moves joined by ``;``;
    none: a step to read, then Next), the ``clicks`` (``data-arg`` of the cards to pick,
    any order) before the first move's button, the computer's ``reply`` moves, and
    ``after``: the result explained.
    ``start``: a prepared position the step begins from (said in ``text``: "Later...").
    ``areas``: the parts of the table the text names, outlined while the step is shown
    (a class of the renderer's elements, or a map space's ``data-key``: ``space:11``)."""

    title: str
    text: str
    moves: tuple[str, ...] = ()
    clicks: tuple[str, ...] = ()
    reply: tuple[str, ...] = ()
    after: str = ""
    start: str = ""
    areas: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lesson:
    """A game's guided first game: its start position and steps, the options of its
    game, and ``closing``: what the learner can do now (the end offers a real game).
    ``tips``: the game's "How to play well" page, a few ideas a good player uses, each a
    title and its explanation (web/shell/home/home.py shows them)."""

    game: str
    start: str
    steps: tuple[Step, ...]
    options: tuple[int, ...] = ()
    closing: str = ""
    tips: tuple[tuple[str, str], ...] = ()


@dataclass
class Run:
    """A lesson being followed: the step shown, whether its move was made (its
    explanation is shown), its moves made, the cards picked so far, and the last refusal
    said."""

    lesson: Lesson
    step: int = 0  # len(steps): the closing panel
    done: bool = False
    made: int = 0
    clicked: frozenset[str] = field(default_factory=frozenset)
    refused: str = ""

    @property
    def current(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.step] if self.step < len(steps) else None

    def waiting(self) -> bool:
        """The step asks for a move that has not been made yet."""
        step = self.current
        return step is not None and bool(step.moves) and not self.done

    def targets(self) -> set[tuple[str, str]]:
        """What to point at now, as (``data-act``, ``data-arg``): the cards left to pick,
        then the next move's own button (or space)."""
        step = self.current
        if step is None or not self.waiting():
            return set()
        left = [c for c in step.clicks if c not in self.clicked] if not self.made else []
        return {("pick", c) for c in left} if left else {("move", step.moves[self.made])}

    @property
    def expected(self) -> str:
        """The move the step waits for now ("": none)."""
        step = self.current
        return step.moves[self.made] if step is not None and self.waiting() else ""


POINT = "lesson-point"  # the class of what the lesson points at (assets/bazaar.css)
AREA = "lesson-area"  # the class of a part of the table a step's text names
TEXT_ID = "lesson-text"  # the step's text (web/shell/learn.py), describing what is pointed at


def mark(node: Node, targets: set[tuple[str, str]]) -> int:
    """Add the pointing class (and the step's text as its description) to every element of
    ``node`` whose ``data-act`` and ``data-arg`` are in ``targets``, and take the lit look (``ready``) from the other
    action buttons, so that only the taught move stands out; returns how many were
    marked."""
    marked = 0
    attrs = attrs_of(node)
    classes = attrs.get("class", "").split()
    if (attrs.get("data-act"), attrs.get("data-arg")) in targets:
        attrs["class"] = " ".join([*classes, POINT])
        said = attrs.get("aria-describedby", "").split()  # a screen reader says why, too
        attrs["aria-describedby"] = " ".join([*said, TEXT_ID])
        marked += 1
    elif "action" in classes and "ready" in classes:
        attrs["class"] = " ".join(c for c in classes if c != "ready")
    for child in node[2:]:
        if isinstance(child, list):
            marked += mark(child, targets)
    return marked


def outline(node: Node, areas: set[str]) -> int:
    """Add the outline class to every element of ``node`` that is one of ``areas`` (by one
    of its classes or its ``data-key``); returns how many were outlined."""
    attrs = attrs_of(node)
    classes = attrs.get("class", "").split()
    found = 0
    if areas & {*classes, attrs.get("data-key", "")}:
        attrs["class"] = " ".join([*classes, AREA])
        found += 1
    for child in node[2:]:
        if isinstance(child, list):
            found += outline(child, areas)
    return found
