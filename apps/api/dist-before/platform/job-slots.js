/**
 * At most `size` jobs at once; the others wait their turn in order. Image decoding holds whole bitmaps in
 * memory, so parallel uploads queue here instead of multiplying the process's memory.
 */
export function createJobSlots(size) {
    let running = 0;
    const waiting = [];
    return async function run(job) {
        if (running >= size)
            await new Promise((resolve) => waiting.push(resolve));
        else
            running += 1;
        try {
            return await job();
        }
        finally {
            const next = waiting.shift();
            if (next)
                next();
            else
                running -= 1;
        }
    };
}
//# sourceMappingURL=job-slots.js.map