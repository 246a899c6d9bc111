"""The game-agnostic page: App, screens, game session, saves, browser glue, translations."""
