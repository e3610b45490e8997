// f64_gather_idx: 8-byte elements fetched through loaded indices.
//   dst[i] = src[idx[i]]   (double)
// memlower twin: f64_gather_idx.mir (our set has no 8-byte gather: two dword gathers per element).
kernel void f64_gather_idx(global const double *src, global const uint *idx, global double *dst) {
  uint i = get_global_id(0);
  dst[i] = src[idx[i]];
}
