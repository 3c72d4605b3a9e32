#include "textflag.h"

// KEY is fkey on four int32 lanes of R (X7 holds 0x7fffffff in each lane):
// R ^ (R>>31 & 0x7fffffff). It is its own inverse (funkey).
#define KEY(R) MOVO R, X4; PSRAL $31, X4; PAND X7, X4; PXOR X4, R

// MAX sets D to the signed maximum of D and S, lane by lane.
#define MAX(S, D) MOVO D, X4; PCMPGTL S, X4; PAND X4, D; PANDN S, X4; POR X4, D

// func RunMax16(depths *[16]float32) float32
TEXT ·RunMax16(SB), NOSPLIT, $0-12
	MOVQ depths+0(FP), AX
	MOVL $0x7fffffff, R8
	MOVL R8, X7
	PSHUFD $0, X7, X7
	MOVOU 0(AX), X0
	MOVOU 16(AX), X1
	MOVOU 32(AX), X2
	MOVOU 48(AX), X3
	KEY(X0)
	KEY(X1)
	KEY(X2)
	KEY(X3)
	MAX(X1, X0)
	MAX(X3, X2)
	MAX(X2, X0)
	PSHUFD $0x4e, X0, X1
	MAX(X1, X0)
	PSHUFD $0xb1, X0, X1
	MAX(X1, X0)
	KEY(X0)
	MOVSS X0, ret+8(FP)
	RET
