/* A test-only stand-in for Windows' bcryptprimitives.dll under Wine 8.0,
 * which lacks it. Go >= 1.22 takes its random numbers from ProcessPrng there;
 * this exports ProcessPrng over RtlGenRandom (advapi32's SystemFunction036).
 * scripts/wine-test.sh builds it into the test's own Wine prefix; it is
 * never shipped (Windows 10 and 11 have the real DLL). */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
	while (size > 0) {
		ULONG n = size > 0x10000000 ? 0x10000000 : (ULONG)size;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		size -= n;
	}
	return TRUE;
}
