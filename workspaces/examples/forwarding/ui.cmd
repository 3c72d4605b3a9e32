# Context "ui": overwrites C and E while app is switched out.
P: checkpoint
Q: write C = 9
R: write E = 7
S: dispatch overlay
U: wait
