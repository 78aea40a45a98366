-- wrk script: every request asks for the URL with a query parameter of its own (?bench=<run>-<thread>-<n>), so no cache
-- in front of the app (nginx's micro-cache, the app's page cache) can answer it: each one is rendered. <run> differs
-- from run to run, so a later round never asks again for a URL an earlier one left in a cache.
local counter = 0
local id = 0
local threads = 0
local run = string.format("%d%04d", os.time(), math.random(0, 9999))

function setup(thread)
    threads = threads + 1
    thread:set("id", threads)
    thread:set("run", run)
end

function init(args)
    id = wrk.thread:get("id") or 0
    run = wrk.thread:get("run") or run
end

function request()
    counter = counter + 1
    local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
    return wrk.format(nil, wrk.path .. sep .. "bench=" .. run .. "-" .. id .. "-" .. counter)
end
