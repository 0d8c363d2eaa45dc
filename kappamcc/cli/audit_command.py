"""``python -m kappamcc audit``: the audit of a family (see :mod:`kappamcc.audit`)."""

from __future__ import annotations

import os

from .common import (
    prog,
    UsageError,
    emit,
    Parser,
    TimeLimit,
    time_limit,
    Progress,
    join_negative_values,
    check_output_file,
    MAX_TIMEOUT,
    check_picture_format,
)


def audit_command(argv) -> int:
    p = Parser(
        prog=prog("audit"),
        description="Audit two metrics (kappa and MCC unless --metrics) of a confusion-matrix family along one "
        "parameter, or two: closed forms, directions, where they move in opposite directions, limits, "
        "extrema, where they are equal, Asy and Ent.",
    )
    p.add_argument(
        "family",
        help="module:function returning a Family (e.g. kappamcc.families.experiments:m2), "
        "or a matrix written as text, e.g. \"[[1, t, 1], [1, 1, t**2], [1, 1, 1]]\"",
    )
    p.add_argument(
        "--param",
        default=None,
        help="the parameter (default: the only symbol left once --fixed ones "
        "are fixed); two, e.g. s,t, to audit them together",
    )
    p.add_argument(
        "--over",
        action="append",
        default=None,
        metavar="RANGE",
        help="its range, e.g. 1..oo, (0..1] or -5..5 (default: the family's domain, else 0..oo); with two "
        "parameters NAME=RANGE, repeatable",
    )
    p.add_argument(
        "--fixed",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="fix another parameter to a fraction, e.g. a=1/5 (repeatable)",
    )
    p.add_argument(
        "--metrics",
        default="kappa,mcc",
        metavar="M1,M2",
        help="the two metrics to compare: kappa, mcc, f1, accuracy, balanced_accuracy, informedness, "
        "markedness (default kappa,mcc)",
    )
    p.add_argument(
        "--positive",
        default=None,
        metavar="K",
        help="the positive class (row/column index from 0) of the one-vs-rest metrics f1, informedness, "
        "markedness; required on N > 2 (default on 2 x 2: the last class, scikit-learn's layout)",
    )
    p.add_argument("--plot", default=None, metavar="PNG", help="also write a picture of the audit to this file")
    p.add_argument("--overwrite", action="store_true", help="replace the --plot file if it exists")
    p.add_argument(
        "--max-degree",
        type=int,
        default=None,
        metavar="D",
        help="refuse polynomials above this degree instead of isolating their roots (default 200)",
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=300.0,
        metavar="SECONDS",
        help="give up after this long (default 300; 0: no limit)",
    )
    args = p.parse_args(join_negative_values(argv, {"--over", "--fixed", "--param"}))
    from ..audit import MAX_DEGREE, AuditError, audit

    if not 0 <= args.timeout <= MAX_TIMEOUT:  # also refuses nan (no comparison holds) and inf
        raise UsageError(
            f"{p.prog}: --timeout must be a number of seconds from 0 (no limit) to {MAX_TIMEOUT}, got {args.timeout:g}"
        )
    if args.max_degree is not None and args.max_degree < 1:
        raise UsageError(f"{p.prog}: --max-degree must be a positive integer, got {args.max_degree}")
    if args.plot:
        check_output_file(p.prog, "--plot", args.plot)
        check_picture_format(p.prog, "--plot", args.plot)
        if os.path.exists(args.plot) and not args.overwrite:
            raise UsageError(f"{p.prog}: --plot {args.plot}: the file exists; add --overwrite to replace it")
    over = args.over[0] if args.over and len(args.over) == 1 and "=" not in args.over[0] else args.over
    progress = Progress(p.prog)
    try:
        with time_limit(args.timeout):
            result = audit(
                args.family,
                args.param,
                over,
                args.fixed,
                metrics=args.metrics,
                positive=args.positive,
                max_degree=args.max_degree or MAX_DEGREE,
                progress=progress,
            )
            if args.plot:
                if not hasattr(result, "plot"):
                    raise UsageError(f"{p.prog}: --plot needs every other parameter fixed (--fixed NAME=VALUE)")
                progress("writing the plot")
                try:
                    result.plot(args.plot)
                except OSError as exc:
                    raise UsageError(f"{p.prog}: --plot {args.plot}: {exc.strerror or exc}") from None
    except AuditError as exc:
        raise UsageError(f"{p.prog}: {exc}") from None
    except TimeLimit:
        raise UsageError(
            f"{p.prog}: gave up after {args.timeout:g} s (--timeout); fix more parameters, use smaller "
            "exponents or a narrower --over, or raise --timeout"
        ) from None
    finally:
        progress.clear()
    emit(str(result))
    if args.plot:
        emit(f"plot: {args.plot}")
    return 0
