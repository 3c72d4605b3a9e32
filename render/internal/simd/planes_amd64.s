#include "textflag.h"

// func ColorPlanes(pa *PlaneArgs, c0, c1, c2 *[4]float32, out *[4][3]float32)
// The four channels in the four float64 lanes of Y registers; see
// planes_amd64.go for the operations (setupPlanes' mk, in its order).
TEXT ·ColorPlanes(SB), NOSPLIT, $0-40
	MOVQ pa+0(FP), AX
	MOVQ c0+8(FP), BX
	MOVQ c1+16(FP), CX
	MOVQ c2+24(FP), DX
	MOVQ out+32(FP), DI
	// a, b, c = c0·W0, c1·W1, c2·W2
	VCVTPS2PD (BX), Y0
	VBROADCASTSD 56(AX), Y3
	VMULPD Y3, Y0, Y0
	VCVTPS2PD (CX), Y1
	VBROADCASTSD 64(AX), Y3
	VMULPD Y3, Y1, Y1
	VCVTPS2PD (DX), Y2
	VBROADCASTSD 72(AX), Y3
	VMULPD Y3, Y2, Y2
	// d1 = b − a (Y1), d2 = c − a (Y2)
	VSUBPD Y0, Y1, Y1
	VSUBPD Y0, Y2, Y2
	VBROADCASTSD 32(AX), Y7
	// dx = (d1·Y2 − d2·Y1)·Inv (Y5)
	VBROADCASTSD 24(AX), Y4
	VMULPD Y4, Y1, Y5
	VBROADCASTSD 8(AX), Y4
	VMULPD Y4, Y2, Y6
	VSUBPD Y6, Y5, Y5
	VMULPD Y7, Y5, Y5
	// dy = (d2·X1 − d1·X2)·Inv (Y6)
	VBROADCASTSD 0(AX), Y4
	VMULPD Y4, Y2, Y6
	VBROADCASTSD 16(AX), Y4
	VMULPD Y4, Y1, Y8
	VSUBPD Y8, Y6, Y6
	VMULPD Y7, Y6, Y6
	// v = a + dx·RX + dy·RY (Y8)
	VBROADCASTSD 40(AX), Y4
	VMULPD Y4, Y5, Y8
	VADDPD Y8, Y0, Y8
	VBROADCASTSD 48(AX), Y4
	VMULPD Y4, Y6, Y9
	VADDPD Y9, Y8, Y8
	// round to float32 and store as four {v, dx, dy}
	VCVTPD2PSY Y8, X8
	VCVTPD2PSY Y5, X5
	VCVTPD2PSY Y6, X6
	VMOVSS X8, 0(DI)
	VMOVSS X5, 4(DI)
	VMOVSS X6, 8(DI)
	VEXTRACTPS $1, X8, 12(DI)
	VEXTRACTPS $1, X5, 16(DI)
	VEXTRACTPS $1, X6, 20(DI)
	VEXTRACTPS $2, X8, 24(DI)
	VEXTRACTPS $2, X5, 28(DI)
	VEXTRACTPS $2, X6, 32(DI)
	VEXTRACTPS $3, X8, 36(DI)
	VEXTRACTPS $3, X5, 40(DI)
	VEXTRACTPS $3, X6, 44(DI)
	VZEROUPPER
	RET
