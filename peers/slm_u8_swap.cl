// slm_u8_swap: neighbouring bytes swap places through shared local memory.
//   tmp[l] = src[i]; barrier; dst[i] = tmp[l ^ 1]   (uchar)
// memlower twin: slm_u8_swap.mir (a work-group of one thread, local id = lane, no barrier).
kernel void slm_u8_swap(global const uchar *src, global uchar *dst) {
  local uchar tmp[32];
  uint i = get_global_id(0);
  uint l = get_local_id(0);
  tmp[l] = src[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  dst[i] = tmp[l ^ 1];
}
