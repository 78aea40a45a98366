# Shared by bench/run.sh and bench/cluster.sh (sourced, not run): the parts of deploy/ both render into $RUN, and
# nginx's main configuration around the rendered sites. Needs ROOT and RUN set, and deploy/render.sh's variables
# exported by the caller.

render() { "$ROOT/deploy/render.sh" "$@"; }

# Wait (at most TIMEOUT seconds) for the 1-minute load average to drop below MAX; no MAX, no wait. The caller's log().
wait_for_idle() { # MAX TIMEOUT
    [ -n "${1:-}" ] || return 0
    local until=$(( $(date +%s) + ${2:-300} ))
    while awk -v max="$1" '{ exit !($1 >= max) }' /proc/loadavg && [ "$(date +%s)" -lt "$until" ]; do
        log "load average $(cut -d' ' -f1 /proc/loadavg) >= $1, waiting"
        sleep 10
    done
}

# The php.ini settings (opcache), nginx's http settings and the FastCGI parameters of deploy/.
render_deploy_common() {
    mkdir -p "$RUN/nginx" "$RUN/php-conf.d"
    render "$ROOT/deploy/php/sunrise-php.ini" > "$RUN/php-conf.d/90-sunrise.ini"
    render "$ROOT/deploy/nginx/sunrise-http.conf" > "$RUN/nginx/sunrise-http.conf"
    render "$ROOT/deploy/nginx/sunrise-fastcgi.conf" > "$RUN/nginx/sunrise-fastcgi.conf"
    # The bench listens on ports other than 80/443, and Debian's fastcgi_params passes HTTP_HOST as $host (without
    # the port): the app would then link its assets and redirects to port 80. Here only, the port is passed on.
    echo 'fastcgi_param HTTP_HOST $host:$server_port;' >> "$RUN/nginx/sunrise-fastcgi.conf"
}

# nginx.conf for a run: pid, logs and temp paths in $RUN, deploy/'s http settings and $RUN/nginx/sites.conf.
# Arguments: worker connections, then any extra http-level lines.
nginx_main_conf() {
    local connections="$1" extra="${2:-}"
    [ "$(id -u)" = 0 ] && echo "user root root;"
    cat <<CONF
worker_processes auto;
daemon on;
pid $RUN/nginx.pid;
error_log $RUN/nginx-error.log warn;
events { worker_connections $connections; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    tcp_nodelay on;
$extra
    client_body_temp_path $RUN/nginx/body;
    fastcgi_temp_path $RUN/nginx/fastcgi;
    proxy_temp_path $RUN/nginx/proxy;
    scgi_temp_path $RUN/nginx/scgi;
    uwsgi_temp_path $RUN/nginx/uwsgi;
    include $RUN/nginx/sunrise-http.conf;
    include $RUN/nginx/sites.conf;
}
CONF
}
