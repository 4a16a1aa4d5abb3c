# The online recipe's base: CPython 3.12 from the official image, with numpy and matplotlib from PyPI.
# `backyard image build` appends layer.Dockerfile. Needs a reachable registry and index.
FROM python:3.12-slim
RUN pip install --no-cache-dir numpy matplotlib
