"""How far Proposition 1 goes by plain symbolic expansion (prints figures).

For N = 2, 3, ... build a symmetric N x N matrix of free symbols, expand kappa's
numerator and denominator (eq. 5) and Gorodkin's numerator and radicands (eq. 4), and
check they coincide, until one size takes longer than the budget.

    python benchmarks/prop_1_largest_n.py --budget 20
"""

import argparse
import time

from kappamcc.proofs.delgado_tibau_2019.prop_1 import kappa_equals_mcc_by_expansion


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--budget", type=float, default=20.0, help="seconds allowed for one size")
    p.add_argument("--max-n", type=int, default=40)
    args = p.parse_args()
    largest = None
    for N in range(2, args.max_n + 1):
        t = time.perf_counter()
        ok, detail = kappa_equals_mcc_by_expansion(N)
        dt = time.perf_counter() - t
        print(f"N = {N:3d}: {'holds' if ok else 'FAILS'} in {dt:7.2f} s ({N * (N + 1) // 2} free entries)")
        if not ok:
            break
        largest = N
        if dt > args.budget:
            break
    print(f"largest N verified by expansion: {largest}")


if __name__ == "__main__":
    main()
