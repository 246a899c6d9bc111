"""What only the browser shows of the shell's small courtesies: after a dialog closes the
focus lands on a control (the one that opened it, else the table's or the game's first),
never as a frame round the whole page; the new-game dialog's chosen "where are the others"
shows without colour (bold, framed, ticked)."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect

from e2e.test_shell_screens import LOAD_MS, match_end_link

OpenApp = Callable[..., Page]

FOCUSED = """() => {
  const el = document.activeElement;
  const main = document.getElementById('main');
  return {tag: el.tagName, key: el.getAttribute('data-key'),
          mainOutline: getComputedStyle(main).outlineStyle, mainFocused: el === main};
}"""


def test_closing_a_dialog_puts_the_focus_on_a_control_not_round_the_page(
    page: Page, open_app: OpenApp
) -> None:
    open_app(page, "#" + match_end_link())
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text("End of the match", timeout=LOAD_MS)
    look = dialog.get_by_role("button", name="Look at the table")
    look.focus()
    page.keyboard.press("Enter")
    expect(dialog).to_have_count(0)
    after = page.evaluate(FOCUSED)
    assert after["key"] == "show-result:" and not after["mainFocused"], after  # reopens it
    assert after["mainOutline"] == "none"
    # A dialog a button opened gives the focus back to that button.
    undo = page.locator('[data-key="undo"]')
    undo.focus()
    page.keyboard.press("Enter")
    expect(dialog).to_contain_text("Reopen the finished game?")
    dialog.get_by_role("button", name="Cancel").press("Enter")
    expect(dialog).to_have_count(0)
    expect(undo).to_be_focused()


def test_the_chosen_place_of_the_others_shows_without_colour(page: Page, open_app: OpenApp) -> None:
    open_app(page)
    page.get_by_role("button", name="Play Jaipur").click()
    here = page.get_by_role("button", name="On this device")
    far = page.get_by_role("button", name="Friends far away")
    look = """(b) => ({tick: getComputedStyle(b, '::before').content,
        weight: getComputedStyle(b).fontWeight, border: getComputedStyle(b).borderTopWidth})"""
    for chosen, other in ((here, far), (far, here)):
        chosen.click()
        expect(chosen).to_have_attribute("aria-pressed", "true")
        on, off = chosen.evaluate(look), other.evaluate(look)
        assert "✓" in on["tick"] and "✓" not in off["tick"]
        assert int(on["weight"]) >= 700 > int(off["weight"])
        assert float(on["border"].rstrip("px")) > float(off["border"].rstrip("px"))
