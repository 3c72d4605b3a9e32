# Context "app": writes E, is switched out, and reads E back after resuming.
A: checkpoint
C: read c = C                # traced: the value read
E: write E = c * 10 + 1      # traced with its location: E = 51
F: read e = E                # after the resume: forwarded from E's traced write
G: write G = e + 1           # 52, as in the uninterrupted run
H: dispatch prepare
I: checkpoint                # purges the trace (and E's history)
O: wait
