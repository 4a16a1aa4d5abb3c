# KeyError with an int key prints the int.
squares = {i: i * i for i in range(5)}
print(squares[4])
print(squares[5])
