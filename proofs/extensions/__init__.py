"""Extensions (this suite): statements that are not printed in any source text, proved
here because they answer questions the sources raise (e.g. Ben-David 2008's "can one
express P_c and K in terms of FP and TP?", and its FPR/TPR remark, L188, L257).
Claim IDs start with ``EXT-``; locators name the section of this suite and the
source passage that prompted the statement."""

from kappamcc.model.sources import SourceText

EXT = SourceText("extensions (this suite)")
PAPER = EXT.paper
ext = EXT.at  # ext(locator, printed): the name the claim modules use
