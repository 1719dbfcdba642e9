// Gatsby's Link calls the loader when it prefetches (Gatsby "Unit Testing" guide).
global.___loader = { enqueue: jest.fn() }
