(* The lemmas of the generated calculus re-checks (monotonicity, limits, extrema).
   The theorems are stated by the exporter (kappamcc/recheck/export_calculus.py) from the
   claim's own objects; these lemmas only help to prove them. *)
Require Import Reals Lra.
Require Import KappaMCC.Export.
Open Scope R_scope.

(* a secant: R - L = d * q with d > 0 and q of a sign *)
Lemma kmcc_secant_lt (L R d q : R) : R - L = d * q -> 0 < d -> 0 < q -> L < R.
Proof. intros E Hd Hq. assert (0 < d * q) by (apply Rmult_lt_0_compat; assumption). lra. Qed.

Lemma kmcc_secant_le (L R d q : R) : R - L = d * q -> 0 <= d -> 0 <= q -> L <= R.
Proof. intros E Hd Hq. assert (0 <= d * q) by (apply Rmult_le_pos; assumption). lra. Qed.

(* a comparison of two values of one sign by their squares *)
Lemma kmcc_lt_by_sq_pos (l r : R) : 0 <= l -> 0 <= r -> l * l < r * r -> l < r.
Proof. intros. nra. Qed.
Lemma kmcc_lt_by_sq_neg (l r : R) : l <= 0 -> r <= 0 -> r * r < l * l -> l < r.
Proof. intros. nra. Qed.

(* the square of u / sqrt v *)
Lemma kmcc_sq_div_sqrt (u v : R) : 0 < v -> u / sqrt v * (u / sqrt v) = u * u / v.
Proof.
  intro Hv. assert (0 < sqrt v) by (apply sqrt_lt_R0; exact Hv).
  replace (u * u / v) with (u * u / (sqrt v * sqrt v)) by (rewrite sqrt_sqrt; [reflexivity | lra]).
  field. lra.
Qed.

(* the sign of u / sqrt v is the sign of u *)
Lemma kmcc_div_sqrt_pos (u v : R) : 0 < v -> 0 <= u -> 0 <= u / sqrt v.
Proof.
  intros Hv Hu. assert (0 < sqrt v) by (apply sqrt_lt_R0; exact Hv).
  unfold Rdiv. apply Rmult_le_pos; [exact Hu | left; apply Rinv_0_lt_compat; assumption].
Qed.
Lemma kmcc_div_sqrt_neg (u v : R) : 0 < v -> u <= 0 -> u / sqrt v <= 0.
Proof.
  intros Hv Hu. assert (0 < sqrt v) by (apply sqrt_lt_R0; exact Hv).
  assert (0 <= (- u) / sqrt v).
  { unfold Rdiv. apply Rmult_le_pos; [lra | left; apply Rinv_0_lt_compat; assumption]. }
  replace (u / sqrt v) with (- ((- u) / sqrt v)) by (field; lra). lra.
Qed.

(* an extremum: f v - f at = n / d with d > 0 and n >= 0 (a minimum), and the other way round *)
Lemma kmcc_extremum_min (fa fv n d : R) : fv - fa = n / d -> 0 < d -> 0 <= n -> fa <= fv.
Proof.
  intros E Hd Hn. assert (0 <= n / d) by (unfold Rdiv; apply Rmult_le_pos; [exact Hn | left; apply Rinv_0_lt_compat; exact Hd]).
  lra.
Qed.
Lemma kmcc_extremum_max (fa fv n d : R) : fa - fv = n / d -> 0 < d -> 0 <= n -> fv <= fa.
Proof.
  intros E Hd Hn. assert (0 <= n / d) by (unfold Rdiv; apply Rmult_le_pos; [exact Hn | left; apply Rinv_0_lt_compat; exact Hd]).
  lra.
Qed.
