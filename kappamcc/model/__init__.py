"""The objects a claim is made of: records (:mod:`.claims`), claim kinds (:mod:`.kinds`),
families and their derived metrics (:mod:`.family`), what a family a claim names adds to its
domain (:mod:`.family_constraints`), index-sum forms (:mod:`.index_forms`), kernel formulas (:mod:`.derivations`), family predicates
(:mod:`.predicates`), printed formulas (:mod:`.printed_form`), source handles (:mod:`.sources`)
and their plain-text rendering (:mod:`.mathtext`).

Layers: ``prove`` (sound provers, pure mathematics) <- ``model`` <- ``engine`` (decides a
claim) <- ``catalogue`` (which claims exist) <- ``present`` / ``recheck`` / ``cli``.  This
package imports nothing above it.
"""
