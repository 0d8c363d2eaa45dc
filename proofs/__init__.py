"""The statements of the source texts, one package per source, one module per statement."""
