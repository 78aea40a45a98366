-- wrk script: every request asks for the URL with a query parameter of its own (?bench=<thread>-<n>), so no cache
-- in front of the app (nginx's micro-cache, the app's page cache) can answer it: each one is rendered.
local counter = 0
local id = 0
local threads = 0

function setup(thread)
    threads = threads + 1
    thread:set("id", threads)
end

function init(args)
    id = wrk.thread:get("id") or 0
end

function request()
    counter = counter + 1
    local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
    return wrk.format(nil, wrk.path .. sep .. "bench=" .. id .. "-" .. counter)
end
