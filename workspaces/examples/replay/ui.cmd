# Context "ui": changes memory that "app" has already read.
P: checkpoint
Q: write C = 9               # app read C before its first switch
R: dispatch overlay
S: checkpoint
T: write flag = 0            # app tested flag (K) before its second switch
U: wait
