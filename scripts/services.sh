#!/usr/bin/env bash
# Starts the local MariaDB and Redis when they are installed but not answering.
# Tests read MYSQL_URL / REDIS_URL first, then these local services, then testcontainers.
set -uo pipefail

if [ -z "${MYSQL_URL:-}" ] && command -v mariadbd >/dev/null 2>&1; then
  if ! mariadb-admin -h 127.0.0.1 -u root ping >/dev/null 2>&1; then
    echo "services: starting MariaDB"
    start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
    for _ in $(seq 1 60); do mariadb-admin -h 127.0.0.1 -u root ping >/dev/null 2>&1 && break; sleep 1; done
  fi
  mariadb -h 127.0.0.1 -u root -e 'CREATE DATABASE IF NOT EXISTS test' >/dev/null 2>&1 || true
fi

if [ -z "${REDIS_URL:-}" ] && command -v redis-server >/dev/null 2>&1; then
  if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
    echo "services: starting Redis"
    mkdir -p /var/lib/redis /var/log/redis
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/ci.log
    for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
  fi
fi
exit 0
