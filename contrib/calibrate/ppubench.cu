// ppubench: the scheduling microbenchmarks behind `ppuwb calibrate`
// (docs/hardware.md). Every kernel block asks for more than half of the
// SM's opt-in shared memory, so one block runs per SM, spins on
// %globaltimer (ns, one clock for the whole GPU) for a fixed time without
// memory traffic, and records its start, its end and its %smid. The CSVs
// it writes have the format of ../shared/anchors/h100.
//
//   ppubench device OUT.csv           device.csv: the GPU and its per-SM limits
//   ppubench prio OUT.csv             prio.csv: stream priorities (3 cases)
//   ppubench slice NAME START_NS MS   one process of the time-slicing run: prints its gaps
//   ppubench blocks NAME START_NS N MS  one MPS client (or alone): N blocks of MS ms
//
// START_NS is a CLOCK_REALTIME instant at which the process launches (so
// two processes start together); 0 launches at once.
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <thread>
#include <vector>

#define CHECK(x)                                                                                   \
  do {                                                                                             \
    cudaError_t e_ = (x);                                                                          \
    if (e_ != cudaSuccess) {                                                                       \
      fprintf(stderr, "ppubench: %s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
      exit(1);                                                                                     \
    }                                                                                              \
  } while (0)

typedef unsigned long long u64;

struct Rec {
  u64 start, end;
  unsigned sm;
};

__device__ __forceinline__ u64 gtime() {
  u64 t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

__device__ __forceinline__ unsigned smid() {
  unsigned s;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(s));
  return s;
}

// spin: one record per block.
__global__ void spin(u64 dur, Rec* out) {
  extern __shared__ volatile char smem[];
  if (threadIdx.x != 0) return;
  u64 t0 = gtime();
  smem[0] = 1;
  while (gtime() - t0 < dur) {
  }
  u64 t1 = gtime();
  out[blockIdx.x].start = t0;
  out[blockIdx.x].end = t1;
  out[blockIdx.x].sm = smid();
}

// slicer: each block logs every gap of more than 2 µs between consecutive
// timer reads (its context switched out), up to maxg.
__global__ void slicer(u64 dur, u64* gaps, int* ngaps, int maxg) {
  extern __shared__ volatile char smem[];
  if (threadIdx.x != 0) return;
  u64 t0 = gtime(), prev = t0;
  int n = 0;
  smem[0] = 1;
  for (;;) {
    u64 t = gtime();
    if (t - prev > 2000 && n < maxg) {
      gaps[(size_t(blockIdx.x) * maxg + n) * 2] = prev;
      gaps[(size_t(blockIdx.x) * maxg + n) * 2 + 1] = t;
      n++;
    }
    prev = t;
    if (t - t0 >= dur) break;
  }
  ngaps[blockIdx.x] = n;
}

static int g_smem;  // dynamic shared memory per block: one block per SM

static void setup() {
  int dev = 0, optin = 0;
  CHECK(cudaSetDevice(dev));
  CHECK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev));
  g_smem = optin - 1024;
  CHECK(cudaFuncSetAttribute(spin, cudaFuncAttributeMaxDynamicSharedMemorySize, g_smem));
  CHECK(cudaFuncSetAttribute(slicer, cudaFuncAttributeMaxDynamicSharedMemorySize, g_smem));
  CHECK(cudaFree(0));  // the context exists before any start time
}

static void wait_until(long long start_ns) {
  if (start_ns <= 0) return;
  for (;;) {
    timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    long long now = (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
    if (now >= start_ns) return;
    if (start_ns - now > 2000000) std::this_thread::sleep_for(std::chrono::microseconds(500));
  }
}

static int sm_count() {
  int n = 0;
  CHECK(cudaDeviceGetAttribute(&n, cudaDevAttrMultiProcessorCount, 0));
  return n;
}

static int cmd_device(const char* out) {
  cudaDeviceProp p;
  CHECK(cudaGetDeviceProperties(&p, 0));
  int drv = 0;
  CHECK(cudaDriverGetVersion(&drv));
  FILE* f = fopen(out, "w");
  if (!f) { perror(out); return 1; }
  time_t now = time(nullptr);
  char date[16];
  strftime(date, sizeof date, "%Y-%m-%d", gmtime(&now));
  fprintf(f, "key,value\nname,%s\ncc,%d.%d\nsms,%d\nwarp_size,%d\nmax_threads_per_sm,%d\nmax_blocks_per_sm,%d\n"
             "regs_per_sm,%d\nshared_per_sm,%zu\nshared_per_block_optin,%zu\ncuda_driver_api,%d\ndate,%s\n",
          p.name, p.major, p.minor, p.multiProcessorCount, p.warpSize, p.maxThreadsPerMultiProcessor,
          p.maxBlocksPerMultiProcessor, p.regsPerMultiprocessor, p.sharedMemPerMultiprocessor, p.sharedMemPerBlockOptin,
          drv, date);
  fclose(f);
  return 0;
}

// run launches n blocks of dur ns on stream s; returns the device records.
static Rec* launch(int n, u64 dur, cudaStream_t s) {
  Rec* d;
  CHECK(cudaMalloc(&d, n * sizeof(Rec)));
  spin<<<n, 128, g_smem, s>>>(dur, d);
  CHECK(cudaGetLastError());
  return d;
}

static std::vector<Rec> fetch(Rec* d, int n) {
  std::vector<Rec> h(n);
  CHECK(cudaMemcpy(h.data(), d, n * sizeof(Rec), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));
  return h;
}

static int cmd_prio(const char* out) {
  int sms = sm_count();
  int lo = 0, hi = 0;
  CHECK(cudaDeviceGetStreamPriorityRange(&lo, &hi));  // lo: least, hi: greatest
  FILE* f = fopen(out, "w");
  if (!f) { perror(out); return 1; }
  fprintf(f, "case,kernel,block,sm,start_ns,end_ns\n");
  const u64 Ldur = 2000000, Hdur = 200000;
  const int nL = 4 * sms, nH = sms / 2;
  for (int c = 0; c < 3; c++) {
    cudaStream_t sL, sH;
    CHECK(cudaStreamCreateWithPriority(&sL, cudaStreamNonBlocking, lo));
    CHECK(cudaStreamCreateWithPriority(&sH, cudaStreamNonBlocking, c == 2 ? hi : lo));
    Rec* dL = nullptr;
    if (c > 0) {
      dL = launch(nL, Ldur, sL);
      std::this_thread::sleep_for(std::chrono::milliseconds(3));  // calibrate.HostGap
    }
    Rec* dH = launch(nH, Hdur, sH);
    CHECK(cudaDeviceSynchronize());
    if (dL) {
      std::vector<Rec> L = fetch(dL, nL);
      for (int i = 0; i < nL; i++) fprintf(f, "%d,L,%d,%u,%llu,%llu\n", c, i, L[i].sm, L[i].start, L[i].end);
    }
    std::vector<Rec> H = fetch(dH, nH);
    for (int i = 0; i < nH; i++) fprintf(f, "%d,H,%d,%u,%llu,%llu\n", c, i, H[i].sm, H[i].start, H[i].end);
    CHECK(cudaStreamDestroy(sL));
    CHECK(cudaStreamDestroy(sH));
  }
  fclose(f);
  return 0;
}

// cmd_slice: one block per SM for ms milliseconds; prints the gaps merged
// across SMs as "NAME,away_start_ns,away_end_ns,sms_reporting".
static int cmd_slice(const char* name, long long start, int ms) {
  int n = sm_count();
  const int maxg = 4096;
  u64* gaps;
  int* ng;
  CHECK(cudaMalloc(&gaps, size_t(n) * maxg * 2 * sizeof(u64)));
  CHECK(cudaMalloc(&ng, n * sizeof(int)));
  wait_until(start);
  slicer<<<n, 128, g_smem>>>(u64(ms) * 1000000ULL, gaps, ng, maxg);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<u64> h(size_t(n) * maxg * 2);
  std::vector<int> hn(n);
  CHECK(cudaMemcpy(h.data(), gaps, h.size() * sizeof(u64), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hn.data(), ng, n * sizeof(int), cudaMemcpyDeviceToHost));
  std::vector<std::pair<u64, u64>> all;
  for (int b = 0; b < n; b++)
    for (int i = 0; i < hn[b]; i++) all.push_back({h[(size_t(b) * maxg + i) * 2], h[(size_t(b) * maxg + i) * 2 + 1]});
  std::sort(all.begin(), all.end());
  // merge: gaps that begin within 50 µs of a row's first one are the same switch
  for (size_t i = 0; i < all.size();) {
    size_t j = i;
    u64 s = all[i].first, e = all[i].second;
    while (j < all.size() && all[j].first - s < 50000) {
      e = std::max(e, all[j].second);
      j++;
    }
    printf("%s,%llu,%llu,%zu\n", name, s, e, j - i);
    i = j;
  }
  return 0;
}

// cmd_blocks: n blocks of ms milliseconds; prints "NAME,block,sm,start,end"
// (NAME "-" prints "block,sm,start,end").
static int cmd_blocks(const char* name, long long start, int n, int ms) {
  wait_until(start);
  Rec* d = launch(n, u64(ms) * 1000000ULL, 0);
  CHECK(cudaDeviceSynchronize());
  std::vector<Rec> h = fetch(d, n);
  for (int i = 0; i < n; i++) {
    if (strcmp(name, "-") == 0)
      printf("%d,%u,%llu,%llu\n", i, h[i].sm, h[i].start, h[i].end);
    else
      printf("%s,%d,%u,%llu,%llu\n", name, i, h[i].sm, h[i].start, h[i].end);
  }
  fprintf(stderr, "ppubench %s: %d SMs visible\n", name, sm_count());
  return 0;
}

int main(int argc, char** argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: ppubench device|prio OUT.csv | slice NAME START_NS MS | blocks NAME START_NS N MS\n");
    return 2;
  }
  setup();
  if (!strcmp(argv[1], "device")) return cmd_device(argv[2]);
  if (!strcmp(argv[1], "prio")) return cmd_prio(argv[2]);
  if (!strcmp(argv[1], "slice") && argc == 5) return cmd_slice(argv[2], atoll(argv[3]), atoi(argv[4]));
  if (!strcmp(argv[1], "blocks") && argc == 6) return cmd_blocks(argv[2], atoll(argv[3]), atoi(argv[4]), atoi(argv[5]));
  fprintf(stderr, "ppubench: unknown command or wrong arguments: %s\n", argv[1]);
  return 2;
}
