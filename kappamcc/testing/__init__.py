"""What a test of a claim checks (:mod:`.checks`), and the pytest plugin that runs a user's claims
files as tests (:mod:`.pytest_plugin`: ``pytest --claims PATH``)."""
