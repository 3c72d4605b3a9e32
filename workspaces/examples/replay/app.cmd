# Context "app": the seed's operations A-O (docs/replay.md).
A: checkpoint
B: set mode = 1              # state operations are deterministic: never traced
C: read c = C                # traced: the value read
D: set blend = 2
E: write E = c * 10 + 1      # traced: the value written and the one it replaced
F: set width = 64
G: set height = 64
H: dispatch prepare          # a compute grid on the SMs
I: checkpoint                # purges the nodes of A-H
J: set stage = 2
K: if [flag] == 1 {          # traced: the path taken
L:   dispatch shade
   } else {
M:   write fallback = 1
   }
N: draw                      # the scene's frame work
O: wait                      # until prepare, shade and the frame are done
