"""The binary case: kappa and MCC as harmonic and geometric means of alpha, beta; eq. (7) (DT2019-E7).

Delgado & Tibau 2019, section "The binary case", p8, L1250-1320 (H49), C = [[a, b], [c, d]]:

    MCC(C) = (ad - bc)/sqrt((a+b)(b+d)(a+c)(c+d)),  K(C) = 2(ad - bc)/((a+b)(b+d) + (a+c)(c+d))      (E7.1)
    "K(C) is the harmonic mean of alpha and beta, while MCC(C) is their geometric mean, being
     alpha = (ad - bc)/((a+b)(b+d)) and beta = (ad - bc)/((a+c)(c+d))"                                (E7.2)
    "That is, K(C) = 2/(1/alpha + 1/beta) and MCC(C) = sqrt(alpha beta)"                               (E7.3)
    min(alpha, beta) <= K(C), MCC(C) <= max(alpha, beta) and
        if ad > bc: 0 < K(C) <= MCC(C);  if ad < bc: MCC(C) <= K(C) < 0;  if ad = bc: MCC(C) = K(C) = 0   (7)  (E7.4)

Domain: a, b, c, d >= 0 with positive marginals (the standing assumptions stated just
after, DT2019-S5.2).  E7.2 says in words what E7.3 says in symbols; it is checked as
E7.3.a (harmonic mean) and E7.3.b (geometric mean).
"""

import sympy as sp

from kappamcc.families.binary import a, b, c, d, general_binary
from kappamcc.model.claims import Domain, Erratum, Status
from kappamcc.model.kinds import AllOf, Relation, chain, eq
from kappamcc.testing.samplers import P, S, T, PointsFrom
from kappamcc.testing.strategies import rationals
from kappamcc.proofs.delgado_tibau_2019 import dt

C = general_binary()
D = C.domain
alpha = (a * d - b * c) / ((a + b) * (b + d))
beta = (a * d - b * c) / ((a + c) * (c + d))


# Points with ad = bc: choose a, b, c > 0 freely and d = bc/a
ON_AD_EQUALS_BC = PointsFrom(
    {a: P, b: S, c: T, d: S * T / P},
    {P: rationals(positive=True), S: rationals(positive=True), T: rationals(positive=True)},
)


E73A_HOLDS = Relation(
    "DT2019-E7.3.a.corrected.holds",
    "K(C) = 2/(1/alpha + 1/beta) when ad != bc",
    dt("p8, L1276-1300"),
    relation=eq(C.kappa, 2 / (1 / alpha + 1 / beta)),
    expected=Status.PROVED,
    domain=D.with_constraints(sp.Ne(a * d - b * c, 0), text="ad != bc"),
    families=(C,),
)
E73A_FAILS = Relation(
    "DT2019-E7.3.a.corrected.fails",
    "ad = bc: alpha = beta = 0, so 2/(1/alpha + 1/beta) is undefined, while K(C) = 0",
    dt("p8, L1276-1300"),
    relation=[eq(alpha, 0), eq(beta, 0), eq(C.kappa, 0)],
    expected=Status.PROVED,
    domain=Domain(
        symbols=D.symbols,
        constraints=D.constraints + (sp.Eq(a * d, b * c),),
        text=D.text + "; ad = bc",
        sampler=ON_AD_EQUALS_BC,
    ),
    families=(C,),
)

CLAIMS = [
    Relation(
        "DT2019-E7.1",
        "binary closed forms: MCC = (ad-bc)/sqrt((a+b)(b+d)(a+c)(c+d)), K = 2(ad-bc)/((a+b)(b+d)+(a+c)(c+d))",
        dt("p8, L1250-1275", r"\mathcal K(C)=\frac{2(ad-bc)}{(a+b)(b+d)+(a+c)(c+d)}"),
        relation=[
            eq(C.mcc, (a * d - b * c) / sp.sqrt((a + b) * (b + d) * (a + c) * (c + d))),
            eq(C.kappa, 2 * (a * d - b * c) / ((a + b) * (b + d) + (a + c) * (c + d))),
        ],
        expected=Status.PROVED,
        domain=D,
        families=(C,),
    ),
    E73A_HOLDS,
    E73A_FAILS,
    Relation(
        "DT2019-E7.3.a",
        "K(C) = 2/(1/alpha + 1/beta), the harmonic mean of alpha and beta",
        dt("p8, L1276-1300", r"\mathcal K(C)=\frac{2}{\frac1\alpha+\frac1\beta}"),
        relation=eq(C.kappa, 2 / (1 / alpha + 1 / beta)),
        expected=Status.CORRECTED,
        erratum=Erratum.imprecise(
            "2/(1/alpha + 1/beta) is 0/0 only on the boundary ad = bc (alpha = beta = 0), "
            "where eq. (7) lists K = 0 as a case of its own; it holds wherever ad != bc"
        ),
        domain=D,
        correction=AllOf(
            "DT2019-E7.3.a.corrected",
            "exact boundary ad = bc: K(C) = 2/(1/alpha + 1/beta) wherever "
            "ad != bc; at every point with ad = bc, alpha = beta = 0 (the harmonic mean is undefined) "
            "while K = 0",
            dt("p8, L1276-1300"),
            parts=[E73A_HOLDS, E73A_FAILS],
            expected=Status.PROVED,
        ),
        families=(C,),
    ),
    Relation(
        "DT2019-E7.3.b",
        "MCC(C) = sqrt(alpha beta), the geometric mean of alpha and beta",
        dt("p8, L1276-1300", r"\mathrm{MCC}(C)=\sqrt{\alpha\beta}"),
        relation=eq(C.mcc, sp.sqrt(alpha * beta)),
        expected=Status.CORRECTED,
        erratum=Erratum.typo(
            "sqrt(alpha beta) drops the sign of ad - bc: for ad < bc, MCC = -sqrt(alpha beta), "
            "as the print's own eq. (7) (MCC < 0 when ad < bc) says"
        ),
        domain=D,
        correction=Relation(
            "DT2019-E7.3.b.corrected",
            "MCC(C) = sign(ad - bc) sqrt(alpha beta): sqrt(alpha beta) if ad >= bc, -sqrt(alpha beta) if ad < bc",
            dt("p8, L1276-1300"),
            relation=[
                sp.Implies(a * d - b * c >= 0, eq(C.mcc, sp.sqrt(alpha * beta))),
                sp.Implies(a * d - b * c < 0, eq(C.mcc, -sp.sqrt(alpha * beta))),
            ],
            expected=Status.PROVED,
            domain=D,
            families=(C,),
        ),
        families=(C,),
    ),
    Relation(
        "DT2019-E7.4",
        "eq. (7): min(alpha, beta) <= K(C) <= max(alpha, beta) and min(alpha, beta) <= MCC(C) <= max(alpha, beta)",
        dt("p8, L1300-1320", r"\min(\alpha,\beta)\le\mathcal K(C),\ \mathrm{MCC}(C)\le\max(\alpha,\beta)"),
        relation=chain(sp.Min(alpha, beta), "<=", C.kappa, "<=", sp.Max(alpha, beta))
        + chain(sp.Min(alpha, beta), "<=", C.mcc, "<=", sp.Max(alpha, beta)),
        expected=Status.PROVED,
        domain=D,
        families=(C,),
    ),
    Relation(
        "DT2019-E7.4.a",
        "eq. (7): if ad > bc, 0 < K(C) <= MCC(C)",
        dt("p8, L1300-1320", r"ad>bc\Rightarrow 0<\mathcal K(C)\le\mathrm{MCC}(C)"),
        relation=chain(0, "<", C.kappa, "<=", C.mcc),
        expected=Status.PROVED,
        domain=D.with_constraints(a * d > b * c, text="ad > bc"),
        families=(C,),
    ),
    Relation(
        "DT2019-E7.4.b",
        "eq. (7): if ad < bc, MCC(C) <= K(C) < 0",
        dt("p8, L1300-1320", r"ad<bc\Rightarrow \mathrm{MCC}(C)\le\mathcal K(C)<0"),
        relation=chain(C.mcc, "<=", C.kappa, "<", 0),
        expected=Status.PROVED,
        domain=D.with_constraints(a * d < b * c, text="ad < bc"),
        families=(C,),
    ),
    Relation(
        "DT2019-E7.4.c",
        "eq. (7): if ad = bc, MCC(C) = K(C) = 0",
        dt("p8, L1300-1320", r"ad=bc\Rightarrow \mathrm{MCC}(C)=\mathcal K(C)=0"),
        relation=[eq(C.mcc, C.kappa), eq(C.kappa, 0)],
        expected=Status.PROVED,
        domain=Domain(
            symbols=D.symbols,
            constraints=D.constraints + (sp.Eq(a * d, b * c),),
            text=D.text + "; ad = bc",
            sampler=ON_AD_EQUALS_BC,
        ),
        families=(C,),
    ),
]
