#!/usr/bin/env bash
# Render a deploy/ template: every {{NAME}} placeholder is replaced by the environment variable NAME.
# An unset variable is an error (an empty one is allowed). Variables may come from files of KEY=VALUE lines
# (shell syntax, e.g. deploy/site.env), given before the template; the environment wins over the files.
#
#   deploy/render.sh [-f deploy/site.env ...] TEMPLATE > OUTPUT
#   deploy/render.sh -f /etc/sunrise/site.env deploy/nginx/sunrise.conf > /etc/nginx/sites-available/sunrise
set -euo pipefail

files=()
while [ $# -gt 1 ]; do
    case "$1" in
        -f) files+=("$2"); shift 2 ;;
        *) break ;;
    esac
done
[ $# -eq 1 ] && [ -f "$1" ] || { echo "usage: $0 [-f VARS_FILE ...] TEMPLATE" >&2; exit 2; }

SUNRISE_RENDER_FILES="$(printf '%s\n' "${files[@]+"${files[@]}"}")" perl -e '
    use strict; use warnings;
    my %vars;
    for my $file (grep { length } split /\n/, $ENV{SUNRISE_RENDER_FILES} // "") {
        open(my $fh, "<", $file) or die "render: cannot read $file: $!\n";
        local $/; my $text = <$fh>; close $fh;
        # KEY=VALUE, KEY="multi
        # line value" or KEY='\''...'\''; comments and blank lines are skipped.
        while ($text =~ /^[ \t]*([A-Z][A-Z0-9_]*)=(?:"((?:[^"\\]|\\.)*)"|'\''([^'\'']*)'\''|([^\n]*))/mg) {
            my ($k, $v) = ($1, defined $2 ? $2 : defined $3 ? $3 : $4);
            $v =~ s/\\(["\\\$`])/$1/g if defined $2;
            $v =~ s/[ \t]+#.*$// if defined $4;
            $vars{$k} = $v;
        }
    }
    my $template = shift @ARGV;
    open(my $in, "<", $template) or die "render: cannot read $template: $!\n";
    my $missing = 0;
    while (my $line = <$in>) {
        $line =~ s/\{\{([A-Z][A-Z0-9_]*)\}\}/exists $ENV{$1} ? $ENV{$1} : exists $vars{$1} ? $vars{$1} : do { print STDERR "render: {{$1}} is not set ($template)\n"; $missing = 1; "" }/ge;
        print $line;
    }
    exit($missing ? 1 : 0);
' "$1"
