"""Parametrised confusion-matrix families, one module per family group."""
