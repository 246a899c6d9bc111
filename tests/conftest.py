"""Shared fixtures: the toy game registered beside the real ones; the slow tests marked.

``SLOW`` names the unit tests that take about a second or more (searches, whole games,
arenas, many Hypothesis examples): they carry the ``slow`` marker, which
``./scripts/test quick`` leaves out (``pytest -m "not slow"``); ``./scripts/test unit``
runs them all. A name here that matches no test fails the run of the whole suite, so
the list cannot silently go stale (checked when all of tests/ is collected).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import game

# test file -> test names (a name without "[...]" covers every parameter), or "*": all
SLOW: dict[str, tuple[str, ...]] = {
    "test_arena.py": ("test_medium_beats_easy_in_a_small_jaipur_arena",),
    "test_bombay_bots.py": (
        "test_no_level_waits_with_a_sale_in_reach",
        "test_computers_of_one_level_vary_their_opening_but_each_seed_plays_one",
    ),
    "test_bombay_explain.py": (
        "test_every_move_is_legal_or_explained_and_apply_says_why_in_one_line",
    ),
    "test_bombay_notation.py": ("test_arbitrary_text_is_refused_or_round_trips",),
    "test_cli_bad_input.py": (
        "test_edited_positions_and_moves_never_escape",
        "test_each_bombay_line_mutated_never_escapes",
        "test_each_jaipur_field_mutated_never_escapes",
        "test_edited_links_never_escape",
    ),
    "test_conformance.py": ("test_conformance",),
    "test_core_link_v2.py": ("test_property_any_single_damage_fails_or_yields_a_true_prefix",),
    "test_jaipur_bots.py": ("test_greedy_beats_random_from_both_seats",),
    "test_jaipur_notation.py": ("test_positions_and_moves_of_random_games_round_trip",),
    "test_remote_bombay.py": ("test_no_device_knows_a_draw_before_the_rounds_last_action",),
    "test_remote_cheats.py": ("test_a_device_that_plays_cards_it_was_not_dealt_is_caught",),
    "test_remote_end_check.py": ("*",),
    "test_remote_jaipur.py": (  # the three-round match (module fixture): about 20 s
        "test_a_three_round_match_ends_the_same_on_both_devices",
        "test_the_last_round_scores_as_the_rules_score_its_revealed_cards",
        "test_links_are_short_enough",
        "test_no_plain_card_travels_in_any_link",
        "test_no_save_holds_the_other_hand_or_the_draw_pile_before_the_rules_reveal_them",
        "test_the_other_hand_and_bonus_values_stay_hidden_in_views",
        "test_the_first_shuffler_never_starts_so_its_first_link_of_a_round_has_no_move",
        "test_no_turn_link_can_exceed_460_characters",
    ),
    "test_remote_announced.py": (  # format 5: shuffles proven (the proof alone is fast)
        "test_a_public_card_announced_other_than_the_one_dealt_is_refused_at_its_link",
        "test_in_link_format_4_the_same_lie_passes_its_link",
        "test_an_announcement_whose_proof_was_changed_is_refused_and_the_honest_one_opens",
        "test_a_whole_format_5_round_ends_the_same_on_both_devices",
    ),
    "test_remote_proofs.py": (
        "test_recorded_games_of_each_link_format_keep_playing_as_before",
        "test_a_relay_cannot_pass_one_friends_unlocks_on_to_the_other",
        "test_cheat_6_a_next_round_deck_that_repeats_a_point_is_refused",
        "test_an_honest_proof_holds_and_flipping_any_bit_of_it_breaks_it",
        "test_a_round_key_other_than_the_committed_one_is_refused",
        "test_cheat_3_a_player_cannot_deal_a_copy_of_its_own_card_into_the_market",
    ),
    "test_remote_shuffle_cheats.py": ("*",),
    "test_remote_strangers.py": (  # format 4's shuffles
        "test_a_strangers_answer_in_format_4_is_set_aside",
    ),
    "test_remote_shuffle_links.py": (
        "test_a_format_3_answer_travels_as_two_links_opened_in_either_order",
    ),
    "test_remote_shuffle_proof.py": ("*",),
    "test_search.py": (
        "test_jaipur_move_ignores_the_other_hand_and_the_deck",
        "test_bombay_move_ignores_the_bags_order",
        "test_the_same_view_seed_and_budget_give_the_same_move",
    ),
    "test_web_remote.py": (
        "test_a_remote_jaipur_match_by_links",
        "test_a_remote_bombay_game_among_three_pages",
    ),
    "test_remote_jaipur_fold.py": (  # format 4: shuffles proven, most played to a round's end
        "test_a_three_round_match_ends_the_same_on_both_devices",
        "test_the_inviter_starts_round_1_and_its_first_move_unlocks_the_friends_hand",
        "test_each_player_sends_at_most_one_long_message_per_round_start",
        "test_every_link_fits_and_a_long_message_is_two_links",
        "test_no_plain_card_travels_and_no_save_holds_the_other_hand",
        "test_the_other_players_camels_show_as_not_known_until_its_first_link",
        "test_cheat_6_a_round_ending_move_whose_next_deck_repeats_a_point_is_refused",
        "test_cheat_1_a_disguised_second_shuffle_in_E_is_refused",
        "test_a_key_in_E_other_than_the_committed_one_is_refused",
        "test_a_round_ending_move_without_the_next_shuffle_is_refused_when_the_match_goes_on",
        "test_the_match_is_surely_over_only_when_the_leader_wins_whatever_the_unseen_bonus",
    ),
    "test_web_remote_busy.py": (  # shuffles proven (format 3), a whole round (format 4)
        "test_the_move_that_ends_a_round_and_its_link_show_the_box_in_format_4",
        "test_joining_and_opening_the_answer_say_whose_shuffle_is_checked",
        "test_a_refused_join_ends_the_busy_state_with_the_refusal",
    ),
    "test_web_remote_parts.py": (  # format 3: a shuffle proof per set-up message
        "test_both_links_pasted_together_open_at_once",
        "test_halves_gathered_in_either_order_and_across_a_reload",
        "test_halves_of_different_messages_are_refused_with_what_to_do",
    ),
    "test_web_remote_recovery.py": (
        "test_the_round_report_says_why_the_round_ended_and_the_log_follows_the_language",
        "test_a_typo_in_a_links_first_characters_is_a_damaged_link",
    ),
}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    unused = {(f, name) for f, names in SLOW.items() for name in names}
    for item in items:
        path = item.nodeid.split("::", 1)[0]
        name = item.name.split("[", 1)[0]
        names = SLOW.get(path.rsplit("/", 1)[-1], ())
        for listed in {"*", name} & set(names):
            item.add_marker(pytest.mark.slow)
            unused.discard((path.rsplit("/", 1)[-1], listed))
    # the slow tests first: spread over the workers from the start (pytest-xdist hands the
    # first tests round the workers), none of them begins last and makes the others wait;
    # before them, the tests that share a module-scoped fixture, kept together, so that each
    # worker builds it once (between two of them, a test of another module would tear it
    # down; xdist's loadgroup, which would pin them to one worker, is broken: #1386)
    items.sort(key=_order)
    whole_suite = [arg.rstrip("/") for arg in config.args] == ["tests"]
    stale = sorted(f"{f}::{n}" for f, n in unused)
    if stale and whole_suite and not config.getoption("keyword"):
        raise pytest.UsageError(f"tests/conftest.py SLOW names no test: {', '.join(stale)}")


def _shares_a_module_fixture(item: pytest.Item) -> bool:
    info = getattr(item, "_fixtureinfo", None)
    return info is not None and any(
        defs[-1].scope == "module" for defs in info.name2fixturedefs.values() if defs
    )


def _order(item: pytest.Item) -> tuple[int, str]:
    if _shares_a_module_fixture(item):
        return 0, item.nodeid.split("::", 1)[0]
    return (1 if item.get_closest_marker("slow") else 2), ""


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """Registers tests/toy/game.py as game "toy" (link code "t") for one test."""
    monkeypatch.setitem(game._WHERE, "toy", game.Entry("tests.toy.game", "TOY", "t"))
    yield game.GAMES["toy"]
    game.GAMES._loaded.pop("toy", None)
