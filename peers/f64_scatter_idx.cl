// f64_scatter_idx: 8-byte elements written through loaded indices (idx is a permutation).
//   dst[idx[i]] = src[i]   (double)
// memlower twin: f64_scatter_idx.mir.
kernel void f64_scatter_idx(global const double *src, global const uint *idx, global double *dst) {
  uint i = get_global_id(0);
  dst[idx[i]] = src[i];
}
