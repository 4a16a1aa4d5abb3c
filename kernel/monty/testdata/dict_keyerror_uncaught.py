# A KeyError with a tuple key shows the tuple's repr.
grid = {(0, 0): "start"}
print(grid[0, 0])
print(grid[1, 2])
