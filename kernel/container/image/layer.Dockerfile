# The layer every kernel image ends in, FROM either recipe's base: the unprivileged user
# the kernel runs as, and the in-container agent (build context dir agent/) in /opt/backyard.
RUN useradd --uid 1000 --user-group --create-home --shell /usr/sbin/nologin sandbox
COPY agent/ /opt/backyard/
ENV LANG=C.UTF-8 PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1
CMD ["python3"]
