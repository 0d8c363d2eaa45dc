(* Proposition 8 of Delgado & Tibau 2019 (p17-p18, L2460-2511), for EVERY N >= 2:
   the Z_A family (Families.v), kappa and MCC from the general definitions.
     DT2019-P8.0  MCC(A) = (1-A)/((N-1)(N^2-2(1-A))),
                  K(A) = N(1-A)/((1-A)^2 - 2N(N-1)(1-A) + N^3(N-1))
     DT2019-P8.1  MCC(1) = K(1) = 0
     DT2019-P8.2  1/MCC(A) - 1/K(A) = (A-1)/N   (A <> 1)   -- the Z_A identity
     DT2019-P8.2.a  A < 1: 0 < K(A) < MCC(A) < 1
     DT2019-P8.2.b  1 < A: -1 < MCC(A) < K(A) < 0
   N is a natural number n >= 2 (not a chosen size); A >= 0 (the family's domain).
   The aggregates of Z_A are index sums of its entrywise definition
   Z_ij = 1 + (A - 1) delta(i,1) delta(j,N), evaluated with the delta lemmas of
   Matrix.v, as the suite does in families/z_a.py. *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Families.
Open Scope R_scope.

Section ZA.
Variable n : nat.
Hypothesis Hn : (2 <= n)%nat.
Variable A : R.
Let N := INR n.
Let M := ZA n A.

Let H0 : (0 < n)%nat. Proof. lia. Qed.
Let Hlast : (n - 1 < n)%nat. Proof. lia. Qed.
Let Hne : (0 <> n - 1)%nat. Proof. lia. Qed.

Lemma N_ge_2 : 2 <= N.
Proof. unfold N. replace 2 with (INR 2) by (simpl; ring). apply le_INR. exact Hn. Qed.

Lemma za_row k : row n M k = N + (A - 1) * delta 0 k.
Proof.
  unfold row. rewrite (fsum_ext n _ (fun j => 1 + (A - 1) * delta 0 k * delta (n - 1) j))
    by (intros; unfold M; rewrite ZA_entry; ring).
  rewrite fsum_plus, fsum_const, fsum_scal_l, fsum_delta1 by exact Hlast. unfold N. ring.
Qed.

Lemma za_col k : col n M k = N + (A - 1) * delta (n - 1) k.
Proof.
  unfold col. rewrite (fsum_ext n _ (fun i => 1 + (A - 1) * delta (n - 1) k * delta 0 i))
    by (intros; unfold M; rewrite ZA_entry; ring).
  rewrite fsum_plus, fsum_const, fsum_scal_l, fsum_delta1 by exact H0. unfold N. ring.
Qed.

Lemma za_total : total n M = N * N + (A - 1).
Proof.
  rewrite <- sum_rows_total. rewrite (fsum_ext n _ (fun k => N + (A - 1) * delta 0 k))
    by (intros; apply za_row).
  rewrite fsum_plus, fsum_const, fsum_scal_l, fsum_delta1 by exact H0. unfold N. ring.
Qed.

Lemma za_trace : trace n M = N.
Proof.
  unfold trace. rewrite (fsum_ext n _ (fun k => 1 + (A - 1) * (delta 0 k * delta (n - 1) k)))
    by (intros; unfold M; apply ZA_entry).
  rewrite fsum_plus, fsum_const, fsum_scal_l, fsum_delta_delta by (exact H0 || exact Hne).
  unfold N. ring.
Qed.

Lemma za_rc : sum_rc n M = N * N * N + 2 * N * (A - 1).
Proof.
  unfold sum_rc. rewrite (fsum_ext n _ (fun k => N * N + (N * (A - 1)) * delta 0 k + (N * (A - 1)) * delta (n - 1) k
                                          + (A - 1) * (A - 1) * (delta 0 k * delta (n - 1) k)))
    by (intros; rewrite za_row, za_col; ring).
  rewrite !fsum_plus, fsum_const, !fsum_scal_l, fsum_delta1, fsum_delta1, fsum_delta_delta
    by (exact H0 || exact Hlast || exact Hne).
  unfold N. ring.
Qed.

Lemma za_rr : sum_rr n M = N * N * N + 2 * N * (A - 1) + (A - 1) * (A - 1).
Proof.
  unfold sum_rr. rewrite (fsum_ext n _ (fun k => N * N + (2 * N * (A - 1) + (A - 1) * (A - 1)) * delta 0 k))
    by (intros; rewrite za_row; unfold delta; destruct (Nat.eqb 0 k); ring).
  rewrite fsum_plus, fsum_const, fsum_scal_l, fsum_delta1 by exact H0. unfold N. ring.
Qed.

Lemma za_cc : sum_cc n M = N * N * N + 2 * N * (A - 1) + (A - 1) * (A - 1).
Proof.
  unfold sum_cc. rewrite (fsum_ext n _ (fun k => N * N + (2 * N * (A - 1) + (A - 1) * (A - 1)) * delta (n - 1) k))
    by (intros; rewrite za_col; unfold delta; destruct (Nat.eqb (n - 1) k); ring).
  rewrite fsum_plus, fsum_const, fsum_scal_l, fsum_delta1 by exact Hlast. unfold N. ring.
Qed.

Hypothesis HA : 0 <= A.

(* R = the common MCC radicand factor, D = kappa's denominator S^2 - sum r_k c_k *)
Let R := N * (N - 1) * (N * N - 2 + 2 * A).
Lemma R_pos : 0 < R.
Proof. pose proof N_ge_2. unfold R. repeat apply Rmult_lt_0_compat; nra. Qed.

Lemma za_mcc : mcc n M = N * (1 - A) / R.
Proof.
  pose proof R_pos. unfold mcc, mcc_num, mcc_rad_rows, mcc_rad_cols.
  rewrite za_total, za_trace, za_rc, za_rr, za_cc.
  replace ((N * N + (A - 1)) * (N * N + (A - 1)) - (N * N * N + 2 * N * (A - 1) + (A - 1) * (A - 1))) with R
    by (unfold R; ring).
  rewrite sqrt_square by lra. f_equal. ring.
Qed.

Lemma za_kappa_den :
  total n M * total n M - sum_rc n M = R + (1 - A) * (1 - A).
Proof. rewrite za_total, za_rc. unfold R. ring. Qed.

Lemma za_kappa : kappa n M = N * (1 - A) / (R + (1 - A) * (1 - A)).
Proof.
  pose proof R_pos. pose proof N_ge_2.
  rewrite kappa_marginal.
  - rewrite za_kappa_den, za_total, za_trace, za_rc. f_equal. ring.
  - rewrite za_total. apply Rgt_not_eq. nra.
  - rewrite za_kappa_den. apply Rgt_not_eq. pose proof (Rle_0_sqr (1 - A)) as Q. unfold Rsqr in Q. lra.
Qed.

(* DT2019-P8.0: the printed closed forms, derived *)
Theorem DT2019_P8_0 :
  mcc n M = (1 - A) / ((N - 1) * (N ^ 2 - 2 * (1 - A))) /\
  kappa n M = N * ((1 - A) / ((1 - A) ^ 2 - 2 * N * (N - 1) * (1 - A) + N ^ 3 * (N - 1))).
Proof.
  pose proof R_pos. pose proof N_ge_2. rewrite za_mcc, za_kappa.
  assert (E : (1 - A) ^ 2 - 2 * N * (N - 1) * (1 - A) + N ^ 3 * (N - 1) = R + (1 - A) * (1 - A))
    by (unfold R; ring).
  pose proof (Rle_0_sqr (1 - A)) as Q. unfold Rsqr in Q.
  rewrite E. unfold R in *. split.
  - field. split; nra.
  - field. lra.
Qed.

(* DT2019-P8.1 *)
Theorem DT2019_P8_1 : A = 1 -> mcc n M = 0 /\ kappa n M = 0.
Proof.
  intro H1. rewrite za_mcc, za_kappa. subst A. unfold Rdiv. split; ring.
Qed.

(* DT2019-P8.2: the Z_A identity *)
Theorem DT2019_P8_2 : A <> 1 -> 1 / mcc n M - 1 / kappa n M = (A - 1) / N.
Proof.
  intro H1. pose proof R_pos. pose proof N_ge_2. rewrite za_mcc, za_kappa.
  assert (1 - A <> 0) by lra.
  field. repeat split; try lra; nra.
Qed.

(* DT2019-P8.2.a *)
Theorem DT2019_P8_2_a : A < 1 -> 0 < kappa n M < mcc n M /\ mcc n M < 1.
Proof.
  intro H1. pose proof R_pos. pose proof N_ge_2. rewrite za_mcc, za_kappa.
  assert (0 < N * (1 - A)) by nra.
  assert (0 < (1 - A) * (1 - A)) by nra.
  split; [split |].
  - apply Rdiv_lt_0_compat; lra.
  - apply Rminus_gt_0_lt.
    replace (N * (1 - A) / R - N * (1 - A) / (R + (1 - A) * (1 - A)))
      with (N * (1 - A) * ((1 - A) * (1 - A)) / (R * (R + (1 - A) * (1 - A)))) by (field; lra).
    apply Rdiv_lt_0_compat; nra.
  - apply Rminus_gt_0_lt.
    replace (1 - N * (1 - A) / R) with ((R - N * (1 - A)) / R) by (field; lra).
    apply Rdiv_lt_0_compat; [| lra].
    assert (X : 1 - A < (N - 1) * (N * N - 2 + 2 * A)) by nra.
    replace (R - N * (1 - A)) with (N * ((N - 1) * (N * N - 2 + 2 * A) - (1 - A))) by (unfold R; ring).
    apply Rmult_lt_0_compat; lra.
Qed.

(* DT2019-P8.2.b *)
Theorem DT2019_P8_2_b : 1 < A -> -1 < mcc n M /\ mcc n M < kappa n M < 0.
Proof.
  intro H1. pose proof R_pos. pose proof N_ge_2. rewrite za_mcc, za_kappa.
  assert (0 < N * (A - 1)) by nra.
  assert (0 < (1 - A) * (1 - A)) by nra.
  split; [| split].
  - apply Rminus_gt_0_lt.
    replace (N * (1 - A) / R - -1) with ((R - N * (A - 1)) / R) by (field; lra).
    apply Rdiv_lt_0_compat; [| lra].
    assert (X : A - 1 < (N - 1) * (N * N - 2 + 2 * A)) by nra.
    replace (R - N * (A - 1)) with (N * ((N - 1) * (N * N - 2 + 2 * A) - (A - 1))) by (unfold R; ring).
    apply Rmult_lt_0_compat; lra.
  - apply Rminus_gt_0_lt.
    replace (N * (1 - A) / (R + (1 - A) * (1 - A)) - N * (1 - A) / R)
      with (N * (A - 1) * ((1 - A) * (1 - A)) / (R * (R + (1 - A) * (1 - A)))) by (field; lra).
    apply Rdiv_lt_0_compat; nra.
  - replace (N * (1 - A) / (R + (1 - A) * (1 - A))) with (- (N * (A - 1) / (R + (1 - A) * (1 - A)))) by (field; lra).
    assert (0 < N * (A - 1) / (R + (1 - A) * (1 - A))) by (apply Rdiv_lt_0_compat; lra). lra.
Qed.
End ZA.
