"""The random confusion matrices the library-peer tests share (seeded: the same every run)."""

import random


def random_confusion_matrix(rng: random.Random) -> list[list[int]]:
    """An N x N count matrix, N = 2..6, about 30% of them with a class never actual, never
    predicted, or neither (the degenerate cases where libraries' conventions differ)."""
    n = rng.randint(2, 6)
    M = [[rng.choice((0, 0, 1, 2, 3, 5, 8, 13, 40)) for _ in range(n)] for _ in range(n)]
    shape = rng.random()
    k = rng.randrange(n)
    if shape < 0.1:  # class k never actual
        M[k] = [0] * n
    elif shape < 0.2:  # class k never predicted
        for row in M:
            row[k] = 0
    elif shape < 0.3:  # class k neither actual nor predicted
        M[k] = [0] * n
        for row in M:
            row[k] = 0
    if not any(map(any, M)):
        M[0][0] = 1
    return M


def random_confusion_matrices(count: int, seed: int) -> list[list[list[int]]]:
    rng = random.Random(seed)
    return [random_confusion_matrix(rng) for _ in range(count)]
