/*
 * save.c - the saved-game format.
 *
 * Layout, every integer little-endian, whatever the host:
 *
 *   offset size  field
 *   0      4     magic "WMSV"
 *   4      2     format version (WM_SAVE_FORMAT, currently 1)
 *   6      2     title id (wm_title)
 *   8      2     the title's state layout version (wm_title_ops.layout_version)
 *   10     2     reserved, 0
 *   12     4     handle flags (WM_OPT_NO_HISTORY)
 *   16     4     number of state fields that follow (must match the title's table)
 *   20     4     payload size: bytes from offset 28 up to the checksum
 *   24     4     number of history moves
 *   28     ...   the state, field by field in table order, each element in
 *                its declared size; then the history, 4 bytes per move
 *   end-4  4     CRC-32 (IEEE 802.3, as zlib) of every byte before it
 *
 * Loading checks, in order: length and magic (WM_ECORRUPT), format and
 * layout versions (WM_EVERSION when newer), title, sizes and checksum
 * (WM_ECORRUPT), then every field's range, every history move id and the
 * title's invariants (WM_ECORRUPT).  Nothing is allocated before the bytes
 * are known to be well formed.
 */
#include "core.h"

#include <string.h>

#define WM_SAVE_FORMAT 1
#define WM_SAVE_HEADER 28
#define WM_CORE_FLAGS (WM_OPT_EXTERNAL_DICE | WM_OPT_NO_HISTORY)

static uint32_t crc32_update(uint32_t crc, const unsigned char *p, size_t n)
{
    crc = ~crc;
    while (n--) {
        crc ^= *p++;
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (UINT32_C(0xedb88320) & (0u - (crc & 1u)));
    }
    return ~crc;
}

static void put_le(unsigned char *p, uint64_t v, unsigned size)
{
    for (unsigned i = 0; i < size; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get_le(const unsigned char *p, unsigned size)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < size; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

static size_t state_bytes(const wm_title_ops *ops)
{
    size_t n = 0;
    for (size_t i = 0; i < ops->nfields; i++)
        n += (size_t)ops->fields[i].size * ops->fields[i].count;
    return n;
}

/* Reads one element of a field from host memory as a 64-bit value. */
static uint64_t read_elem(const unsigned char *p, const wm_field *f)
{
    switch (f->size) {
    case 1: { uint8_t v; memcpy(&v, p, 1); return f->is_signed ? (uint64_t)(int64_t)(int8_t)v : v; }
    case 2: { uint16_t v; memcpy(&v, p, 2); return f->is_signed ? (uint64_t)(int64_t)(int16_t)v : v; }
    case 4: { uint32_t v; memcpy(&v, p, 4); return f->is_signed ? (uint64_t)(int64_t)(int32_t)v : v; }
    default: { uint64_t v; memcpy(&v, p, 8); return v; }
    }
}

static void write_elem(unsigned char *p, const wm_field *f, uint64_t v)
{
    switch (f->size) {
    case 1: { uint8_t x = (uint8_t)v; memcpy(p, &x, 1); break; }
    case 2: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
    case 4: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
    default: memcpy(p, &v, 8); break;
    }
}

/* Sign-extends a little-endian value of the field's size. */
static int64_t as_signed(uint64_t v, unsigned size)
{
    if (size < 8) {
        uint64_t sign = (uint64_t)1 << (size * 8 - 1);
        v &= (sign << 1) - 1;
        return (int64_t)(v ^ sign) - (int64_t)sign;
    }
    return (int64_t)v;
}

static int in_range(const wm_field *f, uint64_t raw)
{
    if (f->min > f->max)
        return 1;
    if (f->is_signed) {
        int64_t v = as_signed(raw, f->size);
        return v >= f->min && v <= f->max;
    }
    if (f->min < 0)
        return raw <= (uint64_t)f->max;
    return raw >= (uint64_t)f->min && raw <= (uint64_t)f->max;
}

wm_status wm_save(const wm_game *g, void *buf, size_t cap, size_t *len)
{
    if (!g || !len)
        return WM_EINVAL;
    const wm_title_ops *ops = g->ops;
    size_t payload = state_bytes(ops) + g->nhist * 4;
    size_t total = WM_SAVE_HEADER + payload + 4;
    *len = total;
    if (!buf || cap < total)
        return WM_ERANGE;

    unsigned char *p = buf;
    memcpy(p, "WMSV", 4);
    put_le(p + 4, WM_SAVE_FORMAT, 2);
    put_le(p + 6, (uint64_t)ops->id, 2);
    put_le(p + 8, ops->layout_version, 2);
    put_le(p + 10, 0, 2);
    put_le(p + 12, g->flags, 4);
    put_le(p + 16, ops->nfields, 4);
    put_le(p + 20, payload, 4);
    put_le(p + 24, g->nhist, 4);
    unsigned char *q = p + WM_SAVE_HEADER;
    const unsigned char *st = (const unsigned char *)g->state;
    for (size_t i = 0; i < ops->nfields; i++) {
        const wm_field *f = &ops->fields[i];
        for (unsigned k = 0; k < f->count; k++) {
            put_le(q, read_elem(st + f->offset + (size_t)k * f->size, f), f->size);
            q += f->size;
        }
    }
    for (size_t i = 0; i < g->nhist; i++, q += 4)
        put_le(q, g->hist[i], 4);
    put_le(q, crc32_update(0, p, total - 4), 4);
    return WM_OK;
}

wm_status wm_load(const void *buf, size_t len, wm_game **out)
{
    return wm_load_with(buf, len, NULL, out);
}

wm_status wm_load_with(const void *buf, size_t len, const wm_options *opts, wm_game **out)
{
    if (!out)
        return WM_EINVAL;
    *out = NULL;
    if (!buf)
        return WM_EINVAL;
    wm_options o;
    wm_status st = wm__options_read(opts, &o);
    if (st != WM_OK)
        return st;

    const unsigned char *p = buf;
    if (len < WM_SAVE_HEADER + 4 || memcmp(p, "WMSV", 4) != 0)
        return WM_ECORRUPT;
    if (get_le(p + 4, 2) > WM_SAVE_FORMAT)
        return WM_EVERSION;
    if (get_le(p + 4, 2) != WM_SAVE_FORMAT)
        return WM_ECORRUPT;
    const wm_title_ops *ops = wm__title_ops((wm_title)get_le(p + 6, 2));
    if (!ops)
        return WM_ECORRUPT;
    uint64_t layout = get_le(p + 8, 2);
    if (layout > ops->layout_version)
        return WM_EVERSION;
    if (layout != ops->layout_version || get_le(p + 10, 2) != 0)
        return WM_ECORRUPT;
    uint32_t flags = (uint32_t)get_le(p + 12, 4);
    uint64_t nfields = get_le(p + 16, 4);
    uint64_t payload = get_le(p + 20, 4);
    uint64_t nhist = get_le(p + 24, 4);
    size_t sbytes = state_bytes(ops);
    if ((flags & ~(uint32_t)WM_CORE_FLAGS) || nfields != ops->nfields ||
        payload != sbytes + nhist * 4 || len != WM_SAVE_HEADER + payload + 4)
        return WM_ECORRUPT;
    if ((flags & WM_OPT_NO_HISTORY) && nhist)
        return WM_ECORRUPT;
    if (crc32_update(0, p, len - 4) != (uint32_t)get_le(p + len - 4, 4))
        return WM_ECORRUPT;

    /* Decode into a zeroed handle, checking each element's range. */
    wm_game *g = wm__game_alloc(ops, o.alloc, o.alloc_ud, flags);
    if (!g)
        return WM_ENOMEM;
    const unsigned char *q = p + WM_SAVE_HEADER;
    unsigned char *sp = (unsigned char *)g->state;
    st = WM_OK;
    for (size_t i = 0; i < ops->nfields && st == WM_OK; i++) {
        const wm_field *f = &ops->fields[i];
        for (unsigned k = 0; k < f->count; k++) {
            uint64_t v = get_le(q, f->size);
            q += f->size;
            if (!in_range(f, v)) {
                st = WM_ECORRUPT;
                break;
            }
            write_elem(sp + f->offset + (size_t)k * f->size, f, v);
        }
    }
    if (st == WM_OK && !(flags & WM_OPT_NO_HISTORY))
        st = wm__history_reserve(g, (size_t)(nhist > 64 ? nhist : 64));
    for (uint64_t i = 0; st == WM_OK && i < nhist; i++, q += 4) {
        uint64_t m = get_le(q, 4);
        if (m >= ops->action_count)
            st = WM_ECORRUPT;
        else
            g->hist[g->nhist++] = (wm_move)m;
    }
    if (st == WM_OK)
        st = ops->check(g->state);
    if (st != WM_OK) {
        wm_free(g);
        return st;
    }
    *out = g;
    return WM_OK;
}
